/** Queries of `chat_blocks` (migration 0017_chat_context): one row per blocker and blocked member. */
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
