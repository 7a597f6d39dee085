/**
 * `p2p_traders`: one row per member who traded, with counters changed only by conditional updates in the
 * transactions that open and close orders — so the open-order limit holds under concurrency. What the market
 * shows of a trader is computed from the orders themselves (trader-record.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function ensureTrader(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('p2p_traders')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** One more open order while below `max`, not cooling down and not blocked for cancelling; false otherwise. */
export async function reserveOpenOrder(db: Db, userId: number, max: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('p2p_traders')
    .set({ open_orders: sql<number>`open_orders + 1` })
    .where('user_id', '=', userId)
    .where('open_orders', '<', max)
    .where('cooldown_until', '<=', now)
    .where('cancel_blocked_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a system-matched order without a limit (the member's own ad already bounds it). */
export async function addOpenOrder(db: Db, userId: number): Promise<void> {
  await ensureTrader(db, userId);
  await db
    .updateTable('p2p_traders')
    .set({ open_orders: sql<number>`open_orders + 1` })
    .where('user_id', '=', userId)
    .execute();
}

/** A closed order (completed, expired or cancelled) is no longer open for the member who took it. */
export async function closeOpenOrder(db: Db, takerId: number): Promise<void> {
  // the taker's row was made when the order was opened (open-order.ts)
  await db
    .updateTable('p2p_traders')
    .set({ open_orders: sql<number>`open_orders - 1` })
    .where('user_id', '=', takerId)
    .execute();
}

export async function startCooldown(db: Db, userId: number, until: number): Promise<void> {
  await db.updateTable('p2p_traders').set({ cooldown_until: until }).where('user_id', '=', userId).execute();
}

export async function findTrader(db: Db, userId: number) {
  const row = await db.selectFrom('p2p_traders').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return (
    row && {
      openOrders: Number(row.open_orders),
      cooldownUntil: Number(row.cooldown_until),
      cancelBlockedUntil: Number(row.cancel_blocked_until),
    }
  );
}

/**
 * Counts one cancellation in a single statement (so parallel cancellations never lose one): a window older
 * than `window` seconds starts afresh at this one. Returns the count inside the current window.
 */
export async function countCancellation(db: Db, userId: number, now: number, window: number): Promise<number> {
  await ensureTrader(db, userId);
  const fresh = sql<boolean>`cancel_since <= ${now - window}`;
  const row = await db
    .updateTable('p2p_traders')
    .set({
      cancel_count: sql<number>`case when ${fresh} then 1 else cancel_count + 1 end`,
      cancel_since: sql<number>`case when ${fresh} then ${now} else cancel_since end`,
    })
    .where('user_id', '=', userId)
    .returning('cancel_count')
    .executeTakeFirstOrThrow();
  return Number(row.cancel_count);
}

/** Blocks taking until `until`; the cancellation window starts again after the block. */
export async function blockTaking(db: Db, userId: number, until: number): Promise<void> {
  await db
    .updateTable('p2p_traders')
    .set({ cancel_blocked_until: until, cancel_count: 0, cancel_since: until })
    .where('user_id', '=', userId)
    .execute();
}
