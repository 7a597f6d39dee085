/**
 * One tab of the notice centre: its notices newest first, more on scroll, pull to refresh; a spinner while
 * the first page loads, the error with a retry, or a line saying there is nothing yet.
 */
import type { Notice } from '@app/contract';
import { DotLoading, Empty, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { PullRefresh } from '@/components/pull-refresh';
import { useNoticeList, type NoticeTab } from '../api/notice-list';
import { NoticeItem } from './notice-item';

/** Notices already shown are not repeated when new ones shift the pages underneath. */
function uniqueById(notices: Notice[]): Notice[] {
  const seen = new Set<number>();
  return notices.filter((notice) => !seen.has(notice.id) && Boolean(seen.add(notice.id)));
}

export function NoticeList({ tab, onOpen }: { tab: NoticeTab; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const list = useNoticeList(tab);
  const testId = `notices-${tab}`;
  if (!list.data) return <LoadState error={list.isError} onRetry={() => void list.refetch()} testId={testId} />;
  const notices = uniqueById(list.data.pages.flatMap((page) => page.data));
  return (
    <PullRefresh
      onRefresh={() => list.refetch().then(() => undefined)}
      pullingText={t('notices.pull')}
      canReleaseText={t('notices.release')}
      refreshingText={t('notices.refreshing')}
      completeText={t('notices.refreshed')}
    >
      {notices.length === 0 ? (
        <Empty description={t('notices.empty')} data-testid={`${testId}-empty`} />
      ) : (
        <>
          <ul className="notice-list" data-testid={testId}>
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={onOpen} />
            ))}
          </ul>
          <InfiniteScroll loadMore={() => list.fetchNextPage().then(() => undefined)} hasMore={Boolean(list.hasNextPage)}>
            {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('notices.no_more')}</span>)}
          </InfiniteScroll>
        </>
      )}
    </PullRefresh>
  );
}
