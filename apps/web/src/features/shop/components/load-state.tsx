/** Loading and failed states of the shop screens: a spinner, or the error with a retry button. */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function LoadState({ error, onRetry, testId }: { error: boolean; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="shop-loading" data-testid={`${testId}-loading`}>
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <ErrorBlock status="default" title={t('shop.load_failed')} description="" data-testid={`${testId}-error`}>
      <Button color="primary" onClick={onRetry}>
        {t('shop.retry')}
      </Button>
    </ErrorBlock>
  );
}
