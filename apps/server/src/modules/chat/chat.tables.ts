/** Chat table types (migrations 0011_chat, 0017_chat_context); flags are 0/1 integers like every other table. */
import type { Generated, Selectable } from 'kysely';

export interface ChatMessagesTable {
  id: Generated<number>;
  from_id: number;
  to_id: number;
  type: 'text' | 'image';
  content: string;
  is_read: Generated<number>;
  createtime: number;
  /** JSON of the context card (contract `chatContext`), or '' */
  context: Generated<string>;
  client_msg_id: string | null;
  /** hidden by an operator after a report: only its sender still reads it */
  hidden: Generated<number>;
}

/** One row per member and peer: the member's side of a conversation. */
export interface ChatConversationsTable {
  user_id: number;
  peer_id: number;
  last_message_id: number;
  unread: Generated<number>;
  updatetime: number;
}

/** One row per pair: `blocker_id` blocked `blocked_id`. */
export interface ChatBlocksTable {
  blocker_id: number;
  blocked_id: number;
  createtime: number;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;
