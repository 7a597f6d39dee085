/** The end of a paged list: loads the next page on scroll; says "no more" once a second page was needed. */
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface Pages {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  data?: { pages: unknown[] };
}

export function ListMore({ query }: { query: Pages }) {
  const { t } = useTranslation();
  const many = (query.data?.pages.length ?? 0) > 1;
  return (
    <InfiniteScroll hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage().then(() => undefined)}>
      {(hasMore) => (hasMore ? <DotLoading color="primary" /> : many ? <span>{t('map.no_more')}</span> : null)}
    </InfiniteScroll>
  );
}
