/** Chat queries (migration 0011_chat). Every function takes the database or a transaction handle. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChatMessageRow, ChatMessagesTable } from './chat.tables.ts';

export type DbHandle = Kysely<Database> | Transaction<Database>;
type Window = { offset: number; limit: number };

/** Undefined when the sender already stored a message with this `client_msg_id` (a concurrent retry). */
export async function insertMessage(
  db: DbHandle,
  row: Pick<ChatMessagesTable, 'from_id' | 'to_id' | 'type' | 'content' | 'createtime' | 'client_msg_id'> & { context: string },
): Promise<ChatMessageRow | undefined> {
  return db
    .insertInto('chat_messages')
    .values(row)
    .onConflict((oc) => oc.columns(['from_id', 'client_msg_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findByClientId(db: DbHandle, fromId: number, clientMsgId: string): Promise<ChatMessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_id', '=', fromId)
    .where('client_msg_id', '=', clientMsgId)
    .executeTakeFirst();
}

export function findMessage(db: DbHandle, id: number): Promise<ChatMessageRow | undefined> {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Hides a message from its recipient; false when it already was hidden or does not exist. */
export async function setMessageHidden(db: DbHandle, id: number): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ hidden: 1 })
    .where('id', '=', id)
    .where('hidden', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Up to `each` messages of the pair before and after `id`, oldest first, `id` included. */
export async function messagesAround(db: DbHandle, row: ChatMessageRow, each: number): Promise<ChatMessageRow[]> {
  const a = Number(row.from_id);
  const b = Number(row.to_id);
  const [before, after] = await Promise.all([
    pairOf(db, a, b).selectAll().where('id', '<', row.id).orderBy('id', 'desc').limit(each).execute(),
    pairOf(db, a, b).selectAll().where('id', '>', row.id).orderBy('id', 'asc').limit(each).execute(),
  ]);
  return [...before.reverse(), row, ...after];
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
    .select([
      'm.id',
      'm.from_id',
      'm.to_id',
      'm.type',
      'm.content',
      'm.is_read',
      'm.createtime',
      'm.context',
      'm.client_msg_id',
      'm.hidden',
    ])
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

/** A pair's messages as `viewer` reads them: one hidden by an operator only its sender still sees. */
function pairOf(db: DbHandle, a: number, b: number, beforeId?: number, viewer?: number) {
  let query = db
    .selectFrom('chat_messages')
    .where((eb) =>
      eb.or([eb.and([eb('from_id', '=', a), eb('to_id', '=', b)]), eb.and([eb('from_id', '=', b), eb('to_id', '=', a)])]),
    );
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  if (viewer !== undefined) query = query.where((eb) => eb.or([eb('hidden', '=', 0), eb('from_id', '=', viewer)]));
  return query;
}

/** Messages between `a` and `b`; with `viewer`, only those the viewer may read. */
export async function countPair(db: DbHandle, a: number, b: number, beforeId?: number, viewer?: number): Promise<number> {
  const row = await pairOf(db, a, b, beforeId, viewer)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A window of the pair's messages, newest first; with `viewer`, only those the viewer may read. */
export function listPair(
  db: DbHandle,
  a: number,
  b: number,
  window: Window,
  beforeId?: number,
  viewer?: number,
): Promise<ChatMessageRow[]> {
  return pairOf(db, a, b, beforeId, viewer).selectAll().orderBy('id', 'desc').offset(window.offset).limit(window.limit).execute();
}

/** The pair's messages sent from `from` to `until` (unix seconds), oldest first, at most `limit`. */
export function listPairBetween(db: DbHandle, a: number, b: number, span: { from: number; until: number; limit: number }) {
  return pairOf(db, a, b)
    .selectAll()
    .where('createtime', '>=', span.from)
    .where('createtime', '<=', span.until)
    .orderBy('id')
    .limit(span.limit)
    .execute();
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
