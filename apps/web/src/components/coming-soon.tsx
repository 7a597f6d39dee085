/**
 * The one placeholder for every spec §2 screen that a later issue builds (issue 3: "pages not built yet
 * show a clear coming-soon page"). Each route passes only its title key.
 */
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from './page';

export function ComingSoon({ title, tab = false }: { title: string; tab?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t(title)} back={!tab}>
      <ErrorBlock
        className="coming-soon"
        data-testid="coming-soon"
        status="empty"
        title={t('common.coming_soon')}
        description={t('common.coming_soon_desc', { name: t(title) })}
      >
        {!tab && (
          <Button color="primary" fill="outline" onClick={() => navigate(paths.home, { replace: true })}>
            {t('common.back_home')}
          </Button>
        )}
      </ErrorBlock>
    </Page>
  );
}
