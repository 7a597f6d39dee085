/** Loading and failed states of a screen's data: a spinner, or the error with a retry button. */
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LazyErrorBlock } from '@/components/lazy-error-block';
import './load-state.css';

export function LoadState({ error, onRetry, testId }: { error: boolean; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="load-state" data-testid={`${testId}-loading`}>
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <LazyErrorBlock status="default" title={t('common.load_failed')} description="" data-testid={`${testId}-error`}>
      <Button color="primary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </LazyErrorBlock>
  );
}
