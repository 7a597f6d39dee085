/**
 * The conditional updates of an `offchain` order's steps (docs/api.md "P2P with payment methods"): each moves
 * the order only from the status the state table names, so of two racing steps (release and an appeal, two
 * operators, paid and the expiry) exactly one changes it and only that one's transaction moves the PI.
 */
import type { P2pOrderStatusWord } from '@app/contract';
import type { Db } from '../../db/database.ts';

export interface Advance {
  id: number;
  /** the status (or any of the statuses) the order must still be in */
  from: P2pOrderStatusWord | P2pOrderStatusWord[];
  to: P2pOrderStatusWord;
  now: number;
  /** `paid` only inside the payment window */
  windowOpen?: boolean;
  final?: boolean;
  adminId?: number;
  /** the operator's reason, with `adminId` */
  decideReason?: string;
  paidtime?: number;
  appeal?: { by: number; reason: string; images: string[] };
  /** both sides agreed to cancel: only while the buyer's request stands, and `cancel_reason` says `mutual` */
  mutual?: boolean;
}

export async function advanceOffchain(db: Db, a: Advance): Promise<boolean> {
  let query = db
    .updateTable('p2p_orders')
    .set({
      status: a.to,
      ...(a.final ? { endtime: a.now } : {}),
      ...(a.adminId !== undefined ? { admin_id: a.adminId, decide_reason: a.decideReason ?? '' } : {}),
      ...(a.paidtime !== undefined ? { paidtime: a.paidtime } : {}),
      ...(a.appeal
        ? {
            appeal_by: a.appeal.by,
            appeal_reason: a.appeal.reason,
            appeal_images: JSON.stringify(a.appeal.images),
            appeal_time: a.now,
          }
        : {}),
      ...(a.mutual ? { cancel_reason: 'mutual' } : {}),
    })
    .where('id', '=', a.id)
    .where('settlement', '=', 'offchain')
    .where('status', 'in', Array.isArray(a.from) ? a.from : [a.from]);
  if (a.windowOpen) query = query.where('expiretime', '>', a.now);
  if (a.mutual) query = query.where('cancel_request_time', 'is not', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The other side's statement on an open appeal, once; false when it was given already or the appeal ended. */
export async function answerAppeal(db: Db, a: { id: number; by: number; reason: string; images: string[] }): Promise<boolean> {
  const result = await db
    .updateTable('p2p_orders')
    .set({ appeal_reply: a.reason, appeal_reply_images: JSON.stringify(a.images) })
    .where('id', '=', a.id)
    .where('status', '=', 'appeal')
    .where('appeal_by', '<>', a.by)
    .where('appeal_reply', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Paid orders whose seller has not released for `before` and was not reminded yet. */
export async function dueForReminder(db: Db, before: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('p2p_orders')
    .select('id')
    .where('settlement', '=', 'offchain')
    .where('status', '=', 'paid')
    .where('reminded', '=', 0)
    .where('paidtime', '<=', before)
    .orderBy('paidtime')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Marks the reminder sent; false when another run sent it or the order moved on. */
export async function markReminded(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('p2p_orders')
    .set({ reminded: 1 })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('reminded', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders in an appeal (pending at the desk) or decided after one, oldest first for the queue. */
export async function pageAppeals(
  db: Db,
  q: { statuses: P2pOrderStatusWord[]; offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const base = db
    .selectFrom('p2p_orders')
    .where('settlement', '=', 'offchain')
    .where('appeal_by', 'is not', null)
    .where('status', 'in', q.statuses);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select('id').orderBy('id', 'asc').limit(q.limit).offset(q.offset).execute();
  return { total: Number(count.n), ids: rows.map((r) => Number(r.id)) };
}

/** The buyer's request to cancel a `paid` order, once; false when it stands already or the order moved on. */
export async function requestCancel(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('p2p_orders')
    .set({ cancel_request_time: now })
    .where('id', '=', id)
    .where('settlement', '=', 'offchain')
    .where('status', '=', 'paid')
    .where('cancel_request_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
