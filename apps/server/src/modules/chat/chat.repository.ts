/** Chat queries (migration 0011_chat). Every function takes the database or a transaction handle. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChatMessageRow, ChatMessagesTable } from './chat.tables.ts';

export type DbHandle = Kysely<Database> | Transaction<Database>;
type Window = { offset: number; limit: number };

export async function insertMessage(
  db: DbHandle,
  row: Pick<ChatMessagesTable, 'from_id' | 'to_id' | 'type' | 'content' | 'createtime'>,
): Promise<ChatMessageRow> {
  return db.insertInto('chat_messages').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The member's side of a conversation now ends with `messageId`; `unreadDelta` 1 for the recipient. */
export async function touchConversation(
  db: DbHandle,
  side: { userId: number; peerId: number; messageId: number; time: number; unreadDelta: 0 | 1 },
): Promise<void> {
  await db
    .insertInto('chat_conversations')
    .values({
      user_id: side.userId,
      peer_id: side.peerId,
      last_message_id: side.messageId,
      unread: side.unreadDelta,
      updatetime: side.time,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'peer_id']).doUpdateSet({
        last_message_id: side.messageId,
        updatetime: side.time,
        unread: sql<number>`chat_conversations.unread + ${side.unreadDelta}`,
      }),
    )
    .execute();
}

export async function countConversations(db: DbHandle, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Conversations newest first, each with its last message. */
export function listConversations(db: DbHandle, userId: number, window: Window) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .select(['c.peer_id', 'c.unread', 'c.updatetime'])
    .select(['m.id', 'm.from_id', 'm.to_id', 'm.type', 'm.content', 'm.is_read', 'm.createtime'])
    .where('c.user_id', '=', userId)
    .orderBy('c.last_message_id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export async function totalUnread(db: DbHandle, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread'), sql<number>`0`).as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function pairOf(db: DbHandle, a: number, b: number, beforeId?: number) {
  let query = db
    .selectFrom('chat_messages')
    .where((eb) =>
      eb.or([eb.and([eb('from_id', '=', a), eb('to_id', '=', b)]), eb.and([eb('from_id', '=', b), eb('to_id', '=', a)])]),
    );
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query;
}

export async function countPair(db: DbHandle, a: number, b: number, beforeId?: number): Promise<number> {
  const row = await pairOf(db, a, b, beforeId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A window of a pair's messages, newest first. */
export function listPair(db: DbHandle, a: number, b: number, window: Window, beforeId?: number): Promise<ChatMessageRow[]> {
  return pairOf(db, a, b, beforeId).selectAll().orderBy('id', 'desc').offset(window.offset).limit(window.limit).execute();
}

/** Marks what `peerId` sent to `userId` read and zeroes the conversation's unread; returns how many changed. */
export async function markRead(db: DbHandle, userId: number, peerId: number): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ is_read: 1 })
    .where('to_id', '=', userId)
    .where('from_id', '=', peerId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  await db
    .updateTable('chat_conversations')
    .set({ unread: 0 })
    .where('user_id', '=', userId)
    .where('peer_id', '=', peerId)
    .execute();
  return Number(result.numUpdatedRows);
}
