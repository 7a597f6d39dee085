/** Maps chat rows to the contract's replies (docs/api.md "Chat" and "Chat in context"). */
import type { ChatMessage, ChatPeer, Conversation, PublicUser } from '@app/contract';
import { parseContext } from './chat-context.ts';
import type { ChatMessageRow } from './chat.tables.ts';

/**
 * A message as `reader` sees it. One an operator hid after a report keeps its place in the conversation list
 * for its recipient but shows no content; history leaves it out for them altogether (chat.repository.ts).
 */
export function presentMessage(row: ChatMessageRow, reader?: number): ChatMessage {
  const hiddenFromReader = row.hidden === 1 && reader !== undefined && reader !== Number(row.from_id);
  const context = hiddenFromReader ? undefined : parseContext(row.context);
  return {
    id: Number(row.id),
    from_id: Number(row.from_id),
    to_id: Number(row.to_id),
    type: hiddenFromReader ? 'text' : row.type,
    content: hiddenFromReader ? '' : row.content,
    createtime: Number(row.createtime),
    is_read: row.is_read === 1,
    ...(context ? { context } : {}),
    ...(row.client_msg_id ? { client_msg_id: row.client_msg_id } : {}),
  };
}

/** A member who has since gone keeps a conversation: shown with an empty name rather than dropped. */
export function presentPeer(id: number, member: PublicUser | undefined): ChatPeer {
  return member ?? { id, username: '', nickname: '', avatar: '' };
}

export function presentConversation(
  row: ChatMessageRow & { peer_id: number; unread: number; updatetime: number },
  peer: ChatPeer,
  reader: number,
): Conversation {
  return { peer, last: presentMessage(row, reader), unread: Number(row.unread), time: Number(row.createtime) };
}
