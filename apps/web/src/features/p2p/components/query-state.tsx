/**
 * The three states every P2P list and detail passes through before it has something to show: loading,
 * failed (with retry), and empty (docs/product.md §8 "no orders… or trading records"). `testId` names them for tests.
 */
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '@/components/empty-block';
import { LazyErrorBlock } from '@/components/lazy-error-block';

interface Readable {
  isError: boolean;
  refetch: () => unknown;
}

export function Loading({ testId }: { testId: string }) {
  return (
    <div className="p2p-loading" data-testid={`${testId}-loading`}>
      <DotLoading color="primary" />
    </div>
  );
}

/** Spinner while loading, the error with a retry button after a failure. */
export function LoadFailed({ query, testId }: { query: Readable; testId: string }) {
  const { t } = useTranslation();
  if (!query.isError) return <Loading testId={testId} />;
  return (
    <LazyErrorBlock status="default" title={t('p2p.load_failed')} description="" data-testid={`${testId}-error`}>
      <Button color="primary" onClick={() => void query.refetch()}>
        {t('p2p.retry')}
      </Button>
    </LazyErrorBlock>
  );
}

export function EmptyState({ text, testId, children }: { text: string; testId: string; children?: ReactNode }) {
  return (
    <div className="p2p-empty" data-testid={`${testId}-empty`}>
      <EmptyBlock title={text} description="" />
      {children}
    </div>
  );
}

interface Paged {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Loads the next page when the end of a list scrolls into view. */
export function MoreOnScroll({ query }: { query: Paged }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={() => query.fetchNextPage().then(() => undefined)} hasMore={query.hasNextPage}>
      {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('p2p.no_more')}</span>)}
    </InfiniteScroll>
  );
}
