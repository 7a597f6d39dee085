/**
 * docs/api.md /api/wanlshop/chat/history: page 1 is the newest; older pages are asked for with `before_id`
 * (the oldest message shown), so messages arriving meanwhile do not shift what "earlier" means.
 */
import type { ChatHistoryReply } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { chatKeys } from './chat-keys';

export function getChatHistory(toId: number, beforeId: number | undefined): Promise<ChatHistoryReply> {
  return request(
    '/api/wanlshop/chat/history',
    beforeId ? { to_id: toId, page: 1, before_id: beforeId } : { to_id: toId, page: 1 },
  );
}

export function useChatHistory(toId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(toId),
    queryFn: ({ pageParam }) => getChatHistory(toId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.last_page > 1 && last.data.length > 0 ? last.data[0]!.id : undefined),
    enabled: toId > 0,
    retry: false,
    // Live messages are added by the page from the socket; a refetch would only repeat them.
    staleTime: Infinity,
  });
}
