/** Queries of `chat_blocks` (migration 0017_chat_context): one row per blocker and blocked member. */
import { sql } from 'kysely';
import type { DbHandle } from './chat.repository.ts';

export async function insertBlock(db: DbHandle, blockerId: number, blockedId: number, now: number): Promise<void> {
  await db
    .insertInto('chat_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, createtime: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: DbHandle, blockerId: number, blockedId: number): Promise<void> {
  await db.deleteFrom('chat_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

export async function hasBlock(db: DbHandle, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when `blockerId` blocked anyone at all (the primary key's leading column serves it). */
export async function blocksAnyone(db: DbHandle, blockerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Members who blocked `blockedId` (the index on the blocked side serves it). */
export async function blockerIds(db: DbHandle, blockedId: number): Promise<number[]> {
  const rows = await db.selectFrom('chat_blocks').select('blocker_id').where('blocked_id', '=', blockedId).execute();
  return rows.map((r) => Number(r.blocker_id));
}

/** Members `userId` blocked or who blocked `userId`. */
export async function blockedEitherWayIds(db: DbHandle, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  return [...new Set(rows.map((r) => (Number(r.blocker_id) === userId ? Number(r.blocked_id) : Number(r.blocker_id))))];
}

/**
 * Every member who blocked anyone, as a subquery for another module's query (the map leaves out their personal
 * labels for guests, docs/api.md "Chat in context"), so the block table stays read by chat alone.
 */
export function anyBlockerIdsQuery() {
  return sql`select blocker_id from chat_blocks`;
}

export async function countBlocked(db: DbHandle, blockerId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_blocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('blocker_id', '=', blockerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The members `blockerId` blocked, most recent first. */
export function pageBlocked(db: DbHandle, blockerId: number, window: { offset: number; limit: number }) {
  return db
    .selectFrom('chat_blocks')
    .select(['blocked_id', 'createtime'])
    .where('blocker_id', '=', blockerId)
    .orderBy('createtime', 'desc')
    .orderBy('blocked_id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
