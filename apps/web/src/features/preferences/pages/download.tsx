/** user/downpage: the Android and iOS links from /api/common/init; a platform without one says so. */
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useInit } from '@/lib/app-init';
import './download.css';

export default function DownloadPage() {
  const { t } = useTranslation();
  const init = useInit();
  const download = init.data?.download ?? { android: '', ios: '' };
  const platforms = [
    { key: 'android', label: t('download.android'), url: download.android },
    { key: 'ios', label: t('download.ios'), url: download.ios },
  ];
  return (
    <Page title={t('title.download')}>
      <ErrorBlock
        className="download-hero"
        status="default"
        title={t('app.name')}
        description={t('download.version', { version: init.data?.version ?? '' })}
      />
      <div className="form-actions">
        {platforms.map((p) => (
          <div key={p.key} className="download-item">
            <Button
              block
              size="large"
              color="primary"
              disabled={!p.url}
              data-testid={`download-${p.key}`}
              onClick={() => void window.open(p.url, '_blank', 'noopener')}
            >
              {p.label}
            </Button>
            {!p.url && <p className="hint">{t('download.unavailable')}</p>}
          </div>
        ))}
      </div>
    </Page>
  );
}
