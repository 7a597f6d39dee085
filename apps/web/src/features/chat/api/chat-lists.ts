/** docs/api.md /api/wanlshop/chat/lists: conversations, newest first, with the last message and unread counts. */
import type { ChatListsReply } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { chatKeys } from './chat-keys';

export function getChatLists(page: number): Promise<ChatListsReply> {
  return request('/api/wanlshop/chat/lists', { page });
}

export function useChatLists() {
  return useInfiniteQuery({
    queryKey: chatKeys.lists(),
    queryFn: ({ pageParam }) => getChatLists(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
