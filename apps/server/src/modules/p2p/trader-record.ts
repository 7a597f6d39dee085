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
import { feedbackCounts } from './feedback.repository.ts';

const ENDED = ['completed', 'cancelled', 'expired'] as const;

/** The figures of a record that come from orders: what the market shows under each advertiser's name. */
export type TraderFigures = Pick<
  TraderRecord,
  'orders_completed' | 'completion_rate' | 'avg_release_seconds' | 'feedback_positive' | 'feedback_negative' | 'positive_rate'
>;

/** positive ÷ all feedback, four places; null before the first. */
const rateOf = (positive: number, negative: number) =>
  positive + negative === 0 ? null : Math.round((positive / (positive + negative)) * 10_000) / 10_000;

/**
 * An ended order counts against only the member who ended it (docs/api.md "P2P in the members' own money" →
 * "Feedback"): the buyer of an offchain order who cancelled it (no operator decided) or let it expire unpaid.
 * A seller's rate never falls for a buyer's cancellation, nor anyone's for an operator's decision or a mutual cancel.
 */
const BUYERS_FAULT = sql<number>`case when settlement = 'offchain' and (status = 'expired' or (status = 'cancelled' and admin_id is null and coalesce(cancel_reason, '') <> 'mutual')) then 1 else 0 end`;

/** Completed orders per member as either side, and the ended ones that count against them. */
async function orderCounts(db: Db, userIds: number[]): Promise<Map<number, { completed: number; ended: number }>> {
  const asParty = (column: 'buyer_id' | 'seller_id') =>
    db
      .selectFrom('p2p_orders')
      .select([`${column} as party`, 'status', (column === 'buyer_id' ? BUYERS_FAULT : sql<number>`0`).as('fault')])
      .where(column, 'in', userIds)
      .where('status', 'in', ENDED);
  const rows = await db
    .selectFrom(asParty('buyer_id').unionAll(asParty('seller_id')).as('o'))
    .select([
      'o.party',
      sql<string | number>`sum(case when o.status = 'completed' then 1 else 0 end)`.as('completed'),
      sql<string | number>`sum(o.fault)`.as('faults'),
    ])
    .groupBy('o.party')
    .execute();
  return new Map(
    rows.map((r) => {
      const completed = Number(r.completed ?? 0);
      return [Number(r.party), { completed, ended: completed + Number(r.faults ?? 0) }];
    }),
  );
}

/** Average seconds from paid to released, per member as the seller of completed `offchain` orders. */
async function averageReleases(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('p2p_orders')
    .select([
      'seller_id',
      sql<string | number | null>`sum(endtime - paidtime)`.as('total'),
      (eb) => eb.fn.countAll<string | number>().as('n'),
    ])
    .where('seller_id', 'in', userIds)
    .where('settlement', '=', 'offchain')
    .where('status', '=', 'completed')
    .where('paidtime', 'is not', null)
    .where('endtime', 'is not', null)
    .groupBy('seller_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.seller_id), Math.round(Number(r.total ?? 0) / Number(r.n))]));
}

/**
 * The figures of several members at once, one entry for every id (zeros before a first order), so a page of
 * ads costs two queries rather than a request per advertiser (bench/results/lighthouse-2026-12-02.md "trading").
 */
export async function traderFigures(db: Db, userIds: number[]): Promise<Map<number, TraderFigures>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [counts, releases, feedback] = await Promise.all([
    orderCounts(db, ids),
    averageReleases(db, ids),
    feedbackCounts(db, ids),
  ]);
  return new Map(
    ids.map((id) => {
      const { completed, ended } = counts.get(id) ?? { completed: 0, ended: 0 };
      const { positive, negative } = feedback.get(id) ?? { positive: 0, negative: 0 };
      return [
        id,
        {
          orders_completed: completed,
          completion_rate: ended === 0 ? 0 : Math.round((completed / ended) * 10_000) / 10_000,
          avg_release_seconds: releases.get(id) ?? null,
          feedback_positive: positive,
          feedback_negative: negative,
          positive_rate: rateOf(positive, negative),
        },
      ];
    }),
  );
}

/** Completed orders of the member as either side: what an ad's `min_orders` asks of a taker. */
export async function completedOrdersOf(db: Db, userId: number): Promise<number> {
  return (await orderCounts(db, [userId])).get(userId)?.completed ?? 0;
}

export async function traderRecord(db: Db, userId: number): Promise<TraderRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('p2p.trader_not_found');
  const figures = (await traderFigures(db, [userId])).get(userId)!;
  return {
    nickname: user.nickname || user.username,
    avatar: user.avatar,
    ...figures,
    registered: Number(user.createtime),
    verified: user.verify_level === 'advanced',
  };
}
