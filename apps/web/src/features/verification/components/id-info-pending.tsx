/** What both verification screens show until getidinfo answers: a spinner, or a retry on failure. */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';

interface IdInfoPendingProps {
  title: string;
  failed: boolean;
  onRetry: () => void;
  testId: string;
}

export function IdInfoPending({ title, failed, onRetry, testId }: IdInfoPendingProps) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      {failed ? (
        <ErrorBlock status="default" title={t('verification.load_failed')} description="" data-testid={testId}>
          <Button color="primary" onClick={onRetry}>
            {t('verification.retry')}
          </Button>
        </ErrorBlock>
      ) : (
        <div className="verify-loading">
          <DotLoading color="primary" />
        </div>
      )}
    </Page>
  );
}
