/**
 * One paged list of the shop (goods, orders): loading, failed with retry, docs/product.md §8 empty words
 * ("no goods", "no orders"), then the rows with more loaded on scroll.
 */
import type { ListPage } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DotLoading, Empty, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  testId: string;
  empty: string;
  children: (row: T) => ReactNode;
}

export function PagedList<T>({ query, testId, empty, children }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (!query.data) return <LoadState error={query.isError} onRetry={() => void query.refetch()} testId={testId} />;
  const rows = query.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <Empty className="shop-empty" description={empty} data-testid={`${testId}-empty`} />;
  return (
    <>
      <div className="shop-list" data-testid={`${testId}-list`}>
        {rows.map(children)}
      </div>
      <InfiniteScroll loadMore={() => query.fetchNextPage().then(() => undefined)} hasMore={Boolean(query.hasNextPage)}>
        {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('shop.no_more')}</span>)}
      </InfiniteScroll>
    </>
  );
}
