/** A community list's first load: a spinner, or the failure with a retry button. */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function LoadState({ error, onRetry, testId }: { error: boolean; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <div className="community-loading" data-testid={`${testId}-loading`}>
        <DotLoading color="primary" />
      </div>
    );
  return (
    <ErrorBlock status="default" title={t('community.load_failed')} description="" data-testid={`${testId}-error`}>
      <Button color="primary" onClick={onRetry}>
        {t('community.retry')}
      </Button>
    </ErrorBlock>
  );
}
