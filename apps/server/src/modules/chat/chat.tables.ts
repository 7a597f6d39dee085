/** Chat table types (migration 0011_chat); flags are 0/1 integers like every other table. */
import type { Generated, Selectable } from 'kysely';

export interface ChatMessagesTable {
  id: Generated<number>;
  from_id: number;
  to_id: number;
  type: 'text' | 'image';
  content: string;
  is_read: Generated<number>;
  createtime: number;
}

/** One row per member and peer: the member's side of a conversation. */
export interface ChatConversationsTable {
  user_id: number;
  peer_id: number;
  last_message_id: number;
  unread: Generated<number>;
  updatetime: number;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;
