/**
 * user/downpage (docs/product.md §2 "download the app"): the member app is a web app that installs. Where the browser
 * offers installation (Chromium's `beforeinstallprompt`) an Install button; on iPhone and iPad the Share →
 * Add to Home Screen steps; elsewhere the browser-menu way. Below, the store links the operator configured
 * (/api/common/init `download`), only those that exist.
 */
import { Button, Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useInit } from '@/lib/app-init';
import { install, isIos, standalone, useInstallState } from '../components/use-install';
import './download.css';

function InstallCard() {
  const { t } = useTranslation();
  const { offer, installed } = useInstallState();
  let body;
  if (installed || standalone())
    body = (
      <p className="download-note" data-testid="download-installed">
        {t('install.installed')}
      </p>
    );
  else if (offer)
    body = (
      <Button block size="large" color="primary" data-testid="download-install" onClick={() => void install()}>
        {t('install.button')}
      </Button>
    );
  else
    body = (
      <p className="download-note" data-testid="download-how">
        {t(isIos() ? 'install.ios' : 'install.other')}
      </p>
    );
  return (
    <Card className="download-card" title={<h2 className="download-card-title">{t('install.title')}</h2>}>
      <p className="download-desc">{t('install.desc')}</p>
      {body}
    </Card>
  );
}

function StoresCard() {
  const { t } = useTranslation();
  const download = useInit().data?.download ?? { android: '', ios: '' };
  const stores = [
    { key: 'android', label: t('download.android'), url: download.android },
    { key: 'ios', label: t('download.ios'), url: download.ios },
  ].filter((store) => store.url);
  return (
    <Card className="download-card" title={<h2 className="download-card-title">{t('install.stores')}</h2>}>
      {stores.length === 0 ? (
        <p className="download-note" data-testid="download-no-stores">
          {t('install.no_stores')}
        </p>
      ) : (
        <div className="download-stores">
          {stores.map((store) => (
            <Button
              key={store.key}
              block
              size="large"
              color="primary"
              fill="outline"
              data-testid={`download-${store.key}`}
              onClick={() => void window.open(store.url, '_blank', 'noopener')}
            >
              {store.label}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}

export default function DownloadPage() {
  const { t } = useTranslation();
  const init = useInit();
  return (
    <Page title={t('title.download')}>
      <div className="download-hero">
        <img src="/icon-192.png" width={72} height={72} alt="" />
        <strong>{t('app.name')}</strong>
        {init.data?.version && <span>{t('download.version', { version: init.data.version })}</span>}
      </div>
      <InstallCard />
      <StoresCard />
    </Page>
  );
}
