/**
 * docs/api.md /api/wanlshop/chat/send and "Chat in context": a text or an uploaded image, with the card of
 * what it is about on the first message, and the sender's own `client_msg_id` so a retry after a timeout
 * returns the stored message instead of posting it twice. The conversation list changes with it.
 */
import type { ChatMessage, SendBody } from '@app/contract';
import { request } from '@/lib/request';

export function sendMessage(body: SendBody): Promise<ChatMessage> {
  return request('/api/wanlshop/chat/send', body);
}
