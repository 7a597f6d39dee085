/** docs/api.md /api/wanlshop/chat/send: a text or an uploaded image; the conversation list changes with it. */
import type { ChatMessage, SendBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { chatKeys } from './chat-keys';

export function sendMessage(body: SendBody): Promise<ChatMessage> {
  return request('/api/wanlshop/chat/send', body);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
