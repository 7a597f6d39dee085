/**
 * A trader's public record (docs/api.md "P2P with payment methods": /api/ctoc/trader), computed from the orders
 * themselves rather than stored counters, so it can never drift from what happened: orders completed as
 * either side, the share of ended orders that completed, and how fast the member releases PI as the seller
 * of an `offchain` order once the buyer marked it paid.
 */
import type { TraderRecord } from '@app/contract';
import { sql } from 'kysely';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../users/index.ts';

const ENDED = ['completed', 'cancelled', 'expired'] as const;

async function orderCounts(db: Db, userId: number): Promise<{ completed: number; ended: number }> {
  const row = await db
    .selectFrom('p2p_orders')
    .select([
      sql<string | number>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
      (eb) => eb.fn.countAll<string | number>().as('ended'),
    ])
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .where('status', 'in', ENDED)
    .executeTakeFirstOrThrow();
  return { completed: Number(row.completed ?? 0), ended: Number(row.ended) };
}

async function averageRelease(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('p2p_orders')
    .select([sql<string | number | null>`sum(endtime - paidtime)`.as('total'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('seller_id', '=', userId)
    .where('settlement', '=', 'offchain')
    .where('status', '=', 'completed')
    .where('paidtime', 'is not', null)
    .where('endtime', 'is not', null)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n === 0 ? null : Math.round(Number(row.total ?? 0) / n);
}

/** Completed orders of the member as either side: what an ad's `min_orders` asks of a taker. */
export async function completedOrdersOf(db: Db, userId: number): Promise<number> {
  return (await orderCounts(db, userId)).completed;
}

export async function traderRecord(db: Db, userId: number): Promise<TraderRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('p2p.trader_not_found');
  const { completed, ended } = await orderCounts(db, userId);
  return {
    nickname: user.nickname || user.username,
    avatar: user.avatar,
    orders_completed: completed,
    completion_rate: ended === 0 ? 0 : Math.round((completed / ended) * 10_000) / 10_000,
    avg_release_seconds: await averageRelease(db, userId),
    registered: Number(user.createtime),
    verified: user.verify_level === 'advanced',
  };
}
