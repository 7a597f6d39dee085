/**
 * After-sale writes on the order table (shop_orders): every refund step is a conditional update on the order's
 * status and the refund's `from` status (refund-state.ts), so of two racing steps — an accept and the auto-receive
 * job, two operators, a request and a receipt — exactly one changes the order and moves the money.
 */
import type { OrderStatus, RefundStatus } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

interface RefundChange {
  status?: OrderStatus;
  refund_amount?: bigint;
  refund_reason?: string;
  refund_images?: string;
  refund_reply?: string;
  refund_time?: number;
  refund_deadline?: number | null;
  dispute_by?: 'buyer' | 'merchant';
  dispute_reason?: string;
  dispute_images?: string;
  dispute_time?: number;
  autoreceivetime?: number | null;
  receivetime?: number;
  canceltime?: number;
  decide_reason?: string;
  decide_time?: number;
}

/** Moves the refund from `from` (null: none yet) to `to`, only while the order is still in `orderStatus`. */
export async function moveRefund(
  db: Db,
  id: number,
  step: { orderStatus: OrderStatus; from: RefundStatus | null; to: RefundStatus },
  change: RefundChange,
): Promise<boolean> {
  let query = db
    .updateTable('shop_orders')
    .set({ ...change, refund_status: step.to })
    .where('id', '=', id)
    .where('status', '=', step.orderStatus);
  query = step.from === null ? query.where('refund_status', 'is', null) : query.where('refund_status', '=', step.from);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A full refund gives the units back to sale (docs/api.md "Delivery addresses and after-sale": stock returns). */
export async function returnStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('shop_products')
    .set({ stock: sql`stock + ${quantity}`, sales: sql`case when sales >= ${quantity} then sales - ${quantity} else 0 end` })
    .where('id', '=', productId)
    .execute();
}

/** Unshipped orders whose refund request the merchant let run past its deadline. */
export async function dueRefundIds(db: Db, now: number, batch: number): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_orders')
    .select('id')
    .where('refund_status', '=', 'requested')
    .where('status', '=', 'paid')
    .where('refund_deadline', '<=', now)
    .orderBy('refund_deadline')
    .limit(batch)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Orders whose refund is in one of `statuses`, oldest dispute first: the dispute desk's queue. */
export async function pageDisputes(
  db: Db,
  statuses: readonly RefundStatus[],
  offset: number,
  limit: number,
): Promise<{ total: number; ids: number[] }> {
  const base = db
    .selectFrom('shop_orders')
    .where('refund_status', 'in', [...statuses])
    .where('dispute_time', 'is not', null);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select('id').orderBy('dispute_time').orderBy('id').limit(limit).offset(offset).execute();
  return { total: Number(count.n), ids: rows.map((r) => Number(r.id)) };
}
