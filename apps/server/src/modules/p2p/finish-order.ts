/**
 * Ending a pending order exactly once (docs/api.md: `completed` — coins and USDT swap — or `expired` after the
 * payment window or `cancelled` by review, "escrow returns in full"). The transition table says whether
 * the event applies; the conditional update decides which of several racing events (settlement job,
 * expiry job, console, other instances) wins; only the winner moves money, in the same transaction.
 * Repeated expiries of one taker start the cool-down (the `p2p_` abuse-limit settings, p2p.settings.ts).
 */
import { noticeLink } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { notify } from '../notices/index.ts';
import { refundOrder, swapOrder } from './escrow.ts';
import { nextOrderStatus, type OrderEvent } from './order-state.ts';
import { countRecentExpiries, findOrder, transitionOrder, type OrderRow } from './orders.repository.ts';
import type { P2pConfig } from './p2p-config.ts';
import { closeOpenOrder, startCooldown } from './traders.repository.ts';

export interface FinishInput {
  event: OrderEvent;
  config: P2pConfig;
  adminId?: number;
  reason?: string;
}

const DAY = 86_400;

/** How each ending reads to both sides; other endings are told where they happen. */
const ENDING_NOTICES = { completed: 'p2p_completed', expired: 'p2p_expired', cancelled: 'p2p_cancelled' } as const;

async function tellBothSides(trx: Db, order: OrderRow, to: string): Promise<void> {
  const type = ENDING_NOTICES[to as keyof typeof ENDING_NOTICES];
  if (!type) return;
  for (const userId of [order.buyer_id, order.seller_id])
    await notify(trx, { userId, type, params: { order_no: order.order_no }, link: noticeLink(type, order.id) });
}

async function coolDownIfRepeated(trx: Db, order: OrderRow, config: P2pConfig, now: number): Promise<void> {
  if (order.matching_type !== 'ad') return;
  if ((await countRecentExpiries(trx, order.taker_id, now - DAY)) >= config.cooldownAfter)
    await startCooldown(trx, order.taker_id, now + config.cooldownSeconds);
}

/**
 * Applies `event` to the order inside the caller's transaction. Returns the order as it ended, or
 * undefined when it was not pending (another event won) — or, for a settlement, its window had ended,
 * and for an expiry, it had not.
 */
export async function finishOrder(trx: Db, orderId: number, input: FinishInput): Promise<OrderRow | undefined> {
  const order = await findOrder(trx, orderId);
  const to = order && nextOrderStatus(order.status, input.event);
  // an offchain order completes only by its seller's release or an appeal decision (offchain-steps.ts)
  if (!order || !to || (order.settlement === 'offchain' && input.event === 'settle')) return undefined;
  const now = clock.now();
  const window = input.event === 'settle' ? 'open' : input.event === 'expire' ? 'ended' : undefined;
  const reason = input.reason ?? null;
  if (!(await transitionOrder(trx, { id: order.id, to, now, window, reason, adminId: input.adminId ?? null }))) return undefined;
  const completed = to === 'completed';
  await closeOpenOrder(trx, order.taker_id);
  if (completed) await swapOrder(trx, order);
  else await refundOrder(trx, order);
  if (to === 'expired') await coolDownIfRepeated(trx, order, input.config, now);
  await tellBothSides(trx, order, to);
  return { ...order, status: to, endtime: now, cancel_reason: reason };
}
