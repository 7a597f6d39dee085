/**
 * The steps that end a refund and move the escrow (docs/api.md "Delivery addresses and after-sale"): the
 * merchant's or the timer's accept, and the dispute desk's refund or release. Each runs in the caller's
 * transaction: a conditional update on the order and refund status first, then the one ledger posting
 * (../escrow.ts), stock back on a full refund, the timeline event and the notices. False when another step won.
 */
import { SHOP_COIN } from '@app/contract';
import { clock } from '../../../core/clock.ts';
import type { Db } from '../../../db/database.ts';
import { formatCoinAmount } from '../../ledger/index.ts';
import * as orders from '../orders.repository.ts';
import { tellParty } from './after-sale-notices.ts';
import { moveRefund, returnStock } from './after-sale.repository.ts';
import { refundFromEscrow, releaseOnDispute } from '../escrow.ts';
import { nextRefundStatus } from './refund-state.ts';
import { recordEvent, type TimelineActor } from './timeline.ts';

export interface RefundOutcome {
  step: 'refund_accept' | 'autoaccept' | 'decide_refund';
  actor: TimelineActor;
  /** the operator's decided amount; otherwise what the buyer asked */
  amount?: bigint;
  note?: string;
}

const EVENTS = {
  refund_accept: 'refund_accepted',
  autoaccept: 'refund_autoaccepted',
  decide_refund: 'dispute_refunded',
} as const;

export async function applyRefund(trx: Db, id: number, outcome: RefundOutcome): Promise<boolean> {
  const order = await orders.findOrder(trx, id);
  const to = order && order.hold_id !== null ? nextRefundStatus(order, outcome.step) : undefined;
  if (!order || !to) return false;
  const amount = outcome.amount ?? order.refund_amount ?? order.total;
  const full = amount >= order.total;
  const now = clock.now();
  // A full refund closes the order like a cancellation; a part one completes it with the rest paid out.
  const change = full ? { status: 'cancelled' as const, canceltime: now } : { status: 'completed' as const, receivetime: now };
  const step = { orderStatus: order.status, from: order.refund_status, to };
  const decided = outcome.step === 'decide_refund' ? { decide_reason: outcome.note ?? '', decide_time: now } : {};
  if (!(await moveRefund(trx, order.id, step, { ...change, ...decided, refund_amount: amount }))) return false;
  await refundFromEscrow(trx, order, amount);
  if (full) await returnStock(trx, order.product_id, order.quantity);
  await recordEvent(trx, order.id, EVENTS[outcome.step], outcome.actor, outcome.note ?? '', amount);
  if (outcome.step === 'decide_refund')
    await tellDecision(trx, order, { variant: 'refunded', amount, reason: outcome.note ?? '' });
  else await tellParty(trx, order, 'buyer', 'refund_accepted');
  return true;
}

/** The dispute decided for the merchant: the order completes and the escrow is paid out as on receipt. */
export async function applyRelease(trx: Db, id: number, note = ''): Promise<boolean> {
  const order = await orders.findOrder(trx, id);
  const to = order && order.hold_id !== null ? nextRefundStatus(order, 'decide_release') : undefined;
  if (!order || !to) return false;
  const step = { orderStatus: order.status, from: order.refund_status, to };
  const now = clock.now();
  const change = { status: 'completed' as const, receivetime: now, decide_reason: note, decide_time: now };
  if (!(await moveRefund(trx, order.id, step, change))) return false;
  await releaseOnDispute(trx, order);
  await recordEvent(trx, order.id, 'dispute_released', 'operator', note);
  await tellDecision(trx, order, { variant: 'released', amount: order.total, reason: note });
  return true;
}

/**
 * Both sides hear the decision with its outcome and the operator's reason (docs/api.md "Notifications"):
 * refunded — the USDT back to the buyer; released — the payment released to the merchant.
 */
async function tellDecision(trx: Db, order: orders.OrderRow, decision: { variant: string; amount: bigint; reason: string }) {
  const params = {
    variant: decision.variant,
    amount: formatCoinAmount(SHOP_COIN, decision.amount),
    coin: SHOP_COIN,
    reason: decision.reason,
  };
  await tellParty(trx, order, 'buyer', 'dispute_decided', params);
  await tellParty(trx, order, 'merchant', 'dispute_decided', params);
}
