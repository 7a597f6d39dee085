/**
 * Queries of `p2p_feedback` (docs/api.md "P2P in the members' own money" → "Feedback"). One row per order and
 * author: the unique index makes a second submission — also two at once — insert nothing.
 */
import type { P2pFeedbackRating } from '@app/contract';
import type { Db } from '../../db/database.ts';

export interface FeedbackRow {
  order_id: number;
  from_id: number;
  to_id: number;
  rating: P2pFeedbackRating;
  comment: string;
  createtime: number;
}

const columns = ['order_id', 'from_id', 'to_id', 'rating', 'comment', 'createtime'] as const;
const toRow = (r: Record<(typeof columns)[number], unknown>): FeedbackRow => ({
  order_id: Number(r.order_id),
  from_id: Number(r.from_id),
  to_id: Number(r.to_id),
  rating: r.rating as P2pFeedbackRating,
  comment: String(r.comment),
  createtime: Number(r.createtime),
});

/** False when the author already left feedback on the order. */
export async function insertFeedback(db: Db, row: FeedbackRow): Promise<boolean> {
  const inserted = await db
    .insertInto('p2p_feedback')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'from_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function feedbackOfOrders(db: Db, orderIds: number[]): Promise<FeedbackRow[]> {
  if (orderIds.length === 0) return [];
  return (
    await db
      .selectFrom('p2p_feedback')
      .select(columns)
      .where('order_id', 'in', [...new Set(orderIds)])
      .execute()
  ).map(toRow);
}

/** Positive and negative feedback received, per member. */
export async function feedbackCounts(db: Db, userIds: number[]): Promise<Map<number, { positive: number; negative: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('p2p_feedback')
    .select(['to_id', 'rating', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('to_id', 'in', userIds)
    .groupBy(['to_id', 'rating'])
    .execute();
  const counts = new Map<number, { positive: number; negative: number }>();
  for (const r of rows) {
    const entry = counts.get(Number(r.to_id)) ?? { positive: 0, negative: 0 };
    entry[r.rating] = Number(r.n);
    counts.set(Number(r.to_id), entry);
  }
  return counts;
}

/** The newest feedback a member received. */
export async function latestFeedback(db: Db, userId: number, limit: number): Promise<FeedbackRow[]> {
  return (
    await db.selectFrom('p2p_feedback').select(columns).where('to_id', '=', userId).orderBy('id', 'desc').limit(limit).execute()
  ).map(toRow);
}
