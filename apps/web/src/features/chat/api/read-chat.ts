/** docs/api.md /api/wanlshop/chat/read: the conversation is read; the unread badge takes the new total. */
import type { ChatReadReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { chatSocket } from '@/lib/socket';
import { chatKeys } from './chat-keys';

export function readChat(toId: number): Promise<ChatReadReply> {
  return request('/api/wanlshop/chat/read', { to_id: toId });
}

export function useReadChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readChat,
    onMutate: () => chatSocket.unreadMark(),
    onSuccess: (reply, _toId, mark) => {
      chatSocket.setUnread(reply.unread, mark);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}
