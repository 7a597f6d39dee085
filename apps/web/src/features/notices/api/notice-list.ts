/**
 * docs/api.md /api/notice/list: a member's notices, newest first, a page at a time, all of them or one
 * group's (contract notices.ts NOTICE_GROUPS).
 */
import { NOTICE_GROUP_NAMES, type NoticeGroup, type NoticeListReply } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { noticeKeys } from '@/lib/notice-unread';
import { request } from '@/lib/request';

/** The centre's tabs: everything, then one per group. */
export type NoticeTab = 'all' | NoticeGroup;
export const NOTICE_TABS: NoticeTab[] = ['all', ...NOTICE_GROUP_NAMES];

export function getNotices(tab: NoticeTab, page: number): Promise<NoticeListReply> {
  return request('/api/notice/list', tab === 'all' ? { page } : { page, group: tab });
}

export function useNoticeList(tab: NoticeTab) {
  return useInfiniteQuery({
    queryKey: noticeKeys.list(tab),
    queryFn: ({ pageParam }) => getNotices(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
