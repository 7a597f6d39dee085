/**
 * Blocked traders in the market (docs/api.md "P2P in the members' own money" → "Block and trust"): the P2P
 * block is the chat's block (one list, `chat_blocks`). Between two members where either blocked the other,
 * neither sees the other's ads and neither can take the other's — refused with a message that gives no reason.
 */
import { refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';

/** Members `userId` blocked or who blocked `userId`. */
export async function blockedEitherWay(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  return [...new Set(rows.map((r) => (Number(r.blocker_id) === userId ? Number(r.blocked_id) : Number(r.blocker_id))))];
}

export async function refuseBlockedTake(db: Db, takerId: number, ownerId: number): Promise<void> {
  if ((await blockedEitherWay(db, takerId)).includes(ownerId)) throw refuse('fiat.cannot_take');
}
