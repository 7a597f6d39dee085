/**
 * A community list (a feed tab or search results): pull to refresh, more on scroll, docs/product.md §8 "no data"
 * when empty. Articles already shown are not repeated when new posts shift the pages underneath.
 */
import type { ArticleItem, ListPage } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DotLoading, Empty, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { PullRefresh } from '@/components/pull-refresh';
import { PostCard } from './post-card';

type Feed = UseInfiniteQueryResult<InfiniteData<ListPage<ArticleItem>>>;

export function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

export function ArticleList({ feed, testId }: { feed: Feed; testId: string }) {
  const { t } = useTranslation();
  const refresh = () => feed.refetch().then(() => undefined);
  if (!feed.data) return <LoadState error={feed.isError} onRetry={() => void feed.refetch()} testId={testId} />;
  const articles = uniqueById(feed.data.pages.flatMap((page) => page.data));
  return (
    <PullRefresh onRefresh={refresh}>
      <div className="article-list" data-testid={testId}>
        {articles.length === 0 ? (
          <Empty description={t('community.no_data')} data-testid={`${testId}-empty`} />
        ) : (
          articles.map((article) => <PostCard key={article.id} article={article} />)
        )}
      </div>
      {articles.length > 0 && (
        <InfiniteScroll loadMore={() => feed.fetchNextPage().then(() => undefined)} hasMore={Boolean(feed.hasNextPage)}>
          {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('community.no_more')}</span>)}
        </InfiniteScroll>
      )}
    </PullRefresh>
  );
}
