/**
 * docs/api.md /api/notice/read: some notices, or all, become read. The reply's count is the bell's at
 * once, and the lists already loaded mark those notices read in place (no reload, nothing jumps).
 */
import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeListReply, NoticeUnreadReply } from '@app/contract';
import { noticeKeys } from '@/lib/notice-unread';
import { request } from '@/lib/request';

export type ReadTarget = { ids: number[] } | { all: true };

export function readNotices(target: ReadTarget): Promise<{ unread: number }> {
  return request('/api/notice/read', target);
}

export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotices,
    onSuccess: ({ unread }, target) => {
      queryClient.setQueryData<NoticeUnreadReply>(noticeKeys.unread, (counts) => counts && { ...counts, unread });
      const isRead = 'all' in target ? () => true : (id: number) => target.ids.includes(id);
      queryClient.setQueriesData<InfiniteData<NoticeListReply>>({ queryKey: noticeKeys.lists }, (lists) =>
        lists
          ? {
              ...lists,
              pages: lists.pages.map((page) => ({
                ...page,
                unread,
                data: page.data.map((notice) => (isRead(notice.id) ? { ...notice, read: true } : notice)),
              })),
            }
          : lists,
      );
    },
  });
}
