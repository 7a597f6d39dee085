/**
 * What other modules may use of chat (docs/architecture.md "Server module shape"): who blocked a member (the
 * map leaves out a blocker's personal label for them), and a message as the report queue needs it (docs/api.md
 * "Chat in context": only its recipient reports it; an operator reads it with the lines around it and may hide it).
 */
import type { ReportChatLine } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { findMessage, messagesAround, setMessageHidden } from './chat.repository.ts';
import type { ChatMessageRow } from './chat.tables.ts';

export { anyBlockerIdsQuery, blockedEitherWay, blockersOf, hasBlockedAnyone, isBlockedBy } from './blocks.service.ts';

export interface MessageSummary {
  id: number;
  from_id: number;
  to_id: number;
  type: 'text' | 'image';
  content: string;
  hidden: boolean;
}

const summary = (row: ChatMessageRow): MessageSummary => ({
  id: Number(row.id),
  from_id: Number(row.from_id),
  to_id: Number(row.to_id),
  type: row.type,
  content: row.content,
  hidden: row.hidden === 1,
});

/** A message `readerId` received; undefined for any other (theirs to report only when sent to them). */
export async function receivedMessage(db: Db, id: number, readerId: number): Promise<MessageSummary | undefined> {
  const row = await findMessage(db, id);
  return row && Number(row.to_id) === readerId ? summary(row) : undefined;
}

/** Any message and the conversation around it (up to `each` lines either side), for the console. */
export async function messageWithConversation(
  db: Db,
  id: number,
  each = 5,
): Promise<{ message: MessageSummary; conversation: ReportChatLine[] } | undefined> {
  const row = await findMessage(db, id);
  if (!row) return undefined;
  const lines = await messagesAround(db, row, each);
  return {
    message: summary(row),
    conversation: lines.map((line) => ({
      id: Number(line.id),
      from_id: Number(line.from_id),
      type: line.type,
      content: line.content,
      createtime: Number(line.createtime),
    })),
  };
}

/** Hides a message from its recipient; false when it already was hidden or does not exist. */
export function hideMessage(db: Db, id: number): Promise<boolean> {
  return setMessageHidden(db, id);
}
