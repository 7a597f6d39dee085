/** Maps chat rows to the contract's replies (docs/api.md "Chat"). */
import type { ChatMessage, ChatPeer, Conversation, PublicUser } from '@app/contract';
import type { ChatMessageRow } from './chat.tables.ts';

export function presentMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: Number(row.id),
    from_id: Number(row.from_id),
    to_id: Number(row.to_id),
    type: row.type,
    content: row.content,
    createtime: Number(row.createtime),
    is_read: row.is_read === 1,
  };
}

/** A member who has since gone keeps a conversation: shown with an empty name rather than dropped. */
export function presentPeer(id: number, member: PublicUser | undefined): ChatPeer {
  return member ?? { id, username: '', nickname: '', avatar: '' };
}

export function presentConversation(
  row: ChatMessageRow & { peer_id: number; unread: number; updatetime: number },
  peer: ChatPeer,
): Conversation {
  return { peer, last: presentMessage(row), unread: Number(row.unread), time: Number(row.createtime) };
}
