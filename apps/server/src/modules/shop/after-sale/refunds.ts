/**
 * Refunds and disputes (docs/api.md "Delivery addresses and after-sale": /api/order/refund, refundreply,
 * dispute). The buyer asks (the whole total while unshipped, any part once shipped); the merchant accepts —
 * the escrow goes back in one posting — or rejects with a reason; after a rejection either side opens a dispute,
 * which an operator decides (dispute-review.ts). An unshipped request the merchant leaves unanswered for
 * `shop_refund_auto_accept_hours` is accepted by itself; while a refund waits, the order neither ships nor
 * completes (orders.repository.ts `noOpenRefund`).
 */
import { SHOP_COIN, type DisputeBody, type Order, type RefundBody, type RefundReplyBody } from '@app/contract';
import { conflict, refuse } from '../../../core/app-error.ts';
import { clock } from '../../../core/clock.ts';
import type { Db } from '../../../db/database.ts';
import { formatCoinAmount, parseCoinAmount, withTransaction } from '../../ledger/index.ts';
import { orderOf, presentOrderById } from '../order-access.ts';
import * as orders from '../orders.repository.ts';
import { shopConfig } from '../shop-config.ts';
import { tellParty } from './after-sale-notices.ts';
import { dueRefundIds, moveRefund } from './after-sale.repository.ts';
import { applyRefund } from './settle-refund.ts';
import { nextRefundStatus, refundAmountAllowed } from './refund-state.ts';
import { recordEvent } from './timeline.ts';

/** After a rejection the buyer has at least this long to open a dispute before the order completes by itself. */
const DISPUTE_GRACE_SECONDS = 3 * 86_400;

const usdt = (units: bigint) => formatCoinAmount(SHOP_COIN, units);

function askedAmount(order: orders.OrderRow, text: string | undefined): bigint {
  const amount = text === undefined ? order.total : parseCoinAmount(SHOP_COIN, text);
  if (refundAmountAllowed(order.status, amount, order.total)) return amount;
  if (order.status === 'paid') throw refuse('after_sale.refund_full_only', { total: usdt(order.total) });
  throw refuse('after_sale.refund_amount_invalid', { max: usdt(order.total) });
}

export async function requestRefund(db: Db, buyerId: number, body: RefundBody): Promise<Order> {
  const order = await orderOf(db, body.id, buyerId, 'buyer');
  if (!nextRefundStatus(order, 'refund')) throw conflict('after_sale.refund_not_open');
  const amount = askedAmount(order, body.amount);
  const now = clock.now();
  const { refundAutoAcceptSeconds } = await shopConfig(db);
  await withTransaction(db, async (trx) => {
    const moved = await moveRefund(
      trx,
      order.id,
      { orderStatus: order.status, from: null, to: 'requested' },
      {
        refund_amount: amount,
        refund_reason: body.reason,
        refund_images: JSON.stringify(body.images ?? []),
        refund_time: now,
        refund_deadline: order.status === 'paid' ? now + refundAutoAcceptSeconds : null,
      },
    );
    if (!moved) throw conflict('after_sale.refund_not_open');
    await recordEvent(trx, order.id, 'refund_requested', 'buyer', body.reason, amount);
    await tellParty(trx, order, 'merchant', 'refund_requested');
  });
  return presentOrderById(db, order.id, buyerId);
}

async function rejectRefund(db: Db, order: orders.OrderRow, reason: string): Promise<void> {
  if (!nextRefundStatus(order, 'refund_reject')) throw conflict('after_sale.refund_not_requested');
  const now = clock.now();
  // A shipped order resumes its automatic receipt, but never before the buyer has had time to dispute.
  const autoreceivetime =
    order.status === 'shipped' ? Math.max(order.autoreceivetime ?? 0, now + DISPUTE_GRACE_SECONDS) : order.autoreceivetime;
  await withTransaction(db, async (trx) => {
    const step = { orderStatus: order.status, from: 'requested' as const, to: 'rejected' as const };
    if (!(await moveRefund(trx, order.id, step, { refund_reply: reason, autoreceivetime })))
      throw conflict('after_sale.refund_not_requested');
    await recordEvent(trx, order.id, 'refund_rejected', 'merchant', reason);
    await tellParty(trx, order, 'buyer', 'refund_rejected');
  });
}

export async function replyRefund(db: Db, merchantId: number, body: RefundReplyBody): Promise<Order> {
  const order = await orderOf(db, body.id, merchantId, 'merchant');
  if (body.action === 'reject') await rejectRefund(db, order, body.reason ?? '');
  else if (!(await withTransaction(db, (trx) => applyRefund(trx, order.id, { step: 'refund_accept', actor: 'merchant' }))))
    throw conflict('after_sale.refund_not_requested');
  return presentOrderById(db, order.id, merchantId);
}

/** The order's buyer or merchant, else 404 as for a missing order. */
async function partyOrder(db: Db, userId: number, id: number) {
  const row = await orders.findOrder(db, id);
  if (row?.user_id === userId) return { order: row, party: 'buyer' as const };
  if (row?.seller_id === userId) return { order: row, party: 'merchant' as const };
  return { order: await orderOf(db, id, userId, 'buyer'), party: 'buyer' as const };
}

export async function openDispute(db: Db, userId: number, body: DisputeBody): Promise<Order> {
  const { order, party } = await partyOrder(db, userId, body.id);
  if (!nextRefundStatus(order, 'dispute')) throw conflict('after_sale.dispute_not_open');
  await withTransaction(db, async (trx) => {
    const step = { orderStatus: order.status, from: 'rejected' as const, to: 'disputed' as const };
    const change = {
      dispute_by: party,
      dispute_reason: body.reason,
      dispute_images: JSON.stringify(body.images ?? []),
      dispute_time: clock.now(),
    };
    if (!(await moveRefund(trx, order.id, step, change))) throw conflict('after_sale.dispute_not_open');
    await recordEvent(trx, order.id, 'dispute_opened', party, body.reason);
    await tellParty(trx, order, party === 'buyer' ? 'merchant' : 'buyer', 'dispute_opened');
  });
  return presentOrderById(db, order.id, userId);
}

/** The timer: unshipped refund requests past their deadline are accepted, each in its own transaction. */
export async function autoAcceptRefunds(db: Db): Promise<number> {
  let accepted = 0;
  for (const id of await dueRefundIds(db, clock.now(), 200)) {
    if (await withTransaction(db, (trx) => applyRefund(trx, id, { step: 'autoaccept', actor: 'system' }))) accepted++;
  }
  return accepted;
}
