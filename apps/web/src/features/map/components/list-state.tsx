/** Loading, failed and empty states of this feature's lists (docs/product.md §8 "no data", "no search history"…). */
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '@/components/empty-block';
import { LazyErrorBlock } from '@/components/lazy-error-block';

interface ListStateProps {
  testId: string;
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}

/** Renders the state when there is no list to show; null when there is one. */
export function ListState({ testId, loading, error, empty, emptyText, onRetry }: ListStateProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="map-list-loading" data-testid={`${testId}-loading`}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (error) {
    return (
      <LazyErrorBlock status="default" title={t('map.load_failed')} description="" data-testid={`${testId}-error`}>
        <Button color="primary" onClick={onRetry}>
          {t('map.retry')}
        </Button>
      </LazyErrorBlock>
    );
  }
  if (empty) return <EmptyBlock title={emptyText} description="" data-testid={`${testId}-empty`} />;
  return null;
}
