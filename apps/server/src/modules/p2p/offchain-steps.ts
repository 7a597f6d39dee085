/**
 * An `offchain` order's steps (docs/api.md "P2P with payment methods"): the buyer marks it paid or cancels it
 * before that, the seller releases with the payment password, either side appeals once it is paid, an
 * operator decides an appeal. The contract's state table says who may take which step from which status; the
 * conditional update in offchain.repository.ts decides races; the PI moves in the winner's transaction only,
 * as one ledger posting (the escrow captured to the buyer, or voided back to the seller).
 */
import {
  P2P_OFFCHAIN_ORDER_STATUSES,
  noticeLink,
  type AppealOrderBody,
  type NoticeType,
  type P2pAppealDecision,
  type P2pOrder,
} from '@app/contract';
import { conflict, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { formatPi } from './p2p-math.ts';
import { refundOrder, swapOrder } from './escrow.ts';
import { advanceOffchain, answerAppeal } from './offchain.repository.ts';
import { appealWaiting, nextOffchainStatus, type P2pOffchainAction, type P2pOffchainActor } from './order-state.ts';
import { memberActions } from './deal-present.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import { loadOrder } from './orders.service.ts';
import { p2pConfig, type P2pConfig } from './p2p-config.ts';
import { blockTaking, closeOpenOrder, countCancellation } from './traders.repository.ts';

export type Party = 'buyer' | 'seller';
type MemberStep = Extract<P2pOffchainAction, 'paid' | 'release' | 'cancel' | 'appeal'> | 'request_cancel' | 'confirm_cancel';

const DAY = 86_400;

export async function tell(trx: Db, order: OrderRow, userIds: number[], type: NoticeType): Promise<void> {
  for (const userId of userIds)
    await notify(trx, { userId, type, params: { order_no: order.order_no }, link: noticeLink(type, order.id) });
}

/** The member's side of the order; another member's order (or a missing one) is 404 alike. */
async function partyOrder(db: Db, memberId: number, orderId: number): Promise<{ order: OrderRow; party: Party }> {
  const order = await findOrder(db, orderId);
  if (!order || (order.buyer_id !== memberId && order.seller_id !== memberId)) throw notFound('p2p.order_not_found');
  return { order, party: order.buyer_id === memberId ? 'buyer' : 'seller' };
}

/** Whose step it is when it is only ever one side's: the mutual cancel's two halves, or the state table's. */
function onlySide(step: MemberStep): Party | null {
  if (step === 'request_cancel') return 'buyer';
  if (step === 'confirm_cancel') return 'seller';
  const sides = (['buyer', 'seller'] as const).filter((party) =>
    P2P_OFFCHAIN_ORDER_STATUSES.some((status) => nextOffchainStatus(status, step, party) !== undefined),
  );
  return sides.length === 1 ? sides[0]! : null;
}

/**
 * A step that is never this side's is refused (400); an appeal inside its waiting time is 400 naming the minutes
 * left; one that is not open now is a conflict (409).
 */
function refusal(order: OrderRow, step: MemberStep, party: Party, terms: P2pConfig): Error {
  if (order.settlement !== 'offchain') return conflict('p2p.step_closed');
  const side = onlySide(step);
  if (side && side !== party) return refuse(party === 'buyer' ? 'p2p.seller_only' : 'p2p.buyer_only');
  const now = clock.now();
  if (step === 'appeal' && appealWaiting(order, terms, now))
    return refuse('p2p.appeal_wait', { minutes: Math.ceil(((order.paidtime ?? now) + terms.appealWaitSeconds - now) / 60) });
  return conflict(step === 'paid' && order.status === 'pending' ? 'p2p.order_window_ended' : 'p2p.step_closed');
}

/** Checks the step against the contract's rules as the order is now, for a refusal before any password or write. */
function mayStep(order: OrderRow, step: MemberStep, memberId: number, terms: P2pConfig): boolean {
  if (order.settlement !== 'offchain') return false;
  const now = clock.now();
  if (step === 'paid' && order.expiretime <= now) return false;
  return memberActions(order, memberId, terms, now).includes(step) && (step !== 'appeal' || order.appeal_by !== memberId);
}

/** Runs `write` in a transaction when the step is open; re-reads the order to explain a lost race. */
export async function runStep(
  db: Db,
  memberId: number,
  orderId: number,
  step: MemberStep,
  write: (trx: Db, order: OrderRow, party: Party, now: number) => Promise<boolean>,
  before?: () => Promise<void>,
): Promise<P2pOrder> {
  const { order, party } = await partyOrder(db, memberId, orderId);
  const terms = await p2pConfig(db);
  if (!mayStep(order, step, memberId, terms)) throw refusal(order, step, party, terms);
  await before?.();
  const done = await withTransaction(db, (trx) => write(trx, order, party, clock.now()));
  if (!done) {
    const now = (await findOrder(db, orderId))!;
    throw refusal(now, step, party, terms);
  }
  return loadOrder(db, memberId, orderId);
}

/** Ends the order with the PI to the buyer (`completed`) or back to the seller; counters and money in `trx`. */
export async function settle(trx: Db, order: OrderRow, toBuyer: boolean): Promise<void> {
  await closeOpenOrder(trx, order.taker_id);
  if (toBuyer) await swapOrder(trx, order);
  else await refundOrder(trx, order);
}

export function markPaid(db: Db, memberId: number, orderId: number): Promise<P2pOrder> {
  return runStep(db, memberId, orderId, 'paid', async (trx, order, _party, now) => {
    const moved = await advanceOffchain(trx, { id: order.id, from: 'pending', to: 'paid', now, windowOpen: true, paidtime: now });
    if (moved) await tell(trx, order, [order.seller_id], 'p2p_paid');
    return moved;
  });
}

/**
 * The release itself, once the seller and the password are checked (bench/p2p-take.ts times it alone). It also
 * ends an appeal (docs/api.md "P2P in the members' own money"): from `paid` or `appeal`, so of a release and an
 * operator's decision exactly one moves the order and the PI.
 */
export async function applyRelease(trx: Db, order: OrderRow, now: number): Promise<boolean> {
  if (!(await advanceOffchain(trx, { id: order.id, from: ['paid', 'appeal'], to: 'completed', now, final: true }))) return false;
  await settle(trx, order, true);
  await tell(trx, order, [order.buyer_id], 'p2p_released');
  await tell(trx, order, [order.seller_id], 'p2p_completed');
  return true;
}

export function releaseOrder(db: Db, memberId: number, body: { id: number; paypassword: string }): Promise<P2pOrder> {
  const write = (trx: Db, order: OrderRow, _party: Party, now: number) => applyRelease(trx, order, now);
  return runStep(db, memberId, body.id, 'release', write, () => checkPayPassword(db, memberId, body.paypassword));
}

/**
 * The buyer cancels before paying: the PI returns to the seller and the cancellation counts; reaching
 * `p2p_cancel_limit` within 24 h blocks taking for `p2p_cancel_block_hours`. The count is one update of the
 * trader row inside this transaction, so parallel cancellations each count.
 */
export function cancelOrder(db: Db, memberId: number, orderId: number): Promise<P2pOrder> {
  return runStep(db, memberId, orderId, 'cancel', async (trx, order, _party, now) => {
    if (!(await advanceOffchain(trx, { id: order.id, from: 'pending', to: 'cancelled', now, final: true }))) return false;
    await settle(trx, order, false);
    const config = await p2pConfig(trx);
    if ((await countCancellation(trx, order.buyer_id, now, DAY)) >= config.cancelLimit)
      await blockTaking(trx, order.buyer_id, now + config.cancelBlockSeconds);
    await tell(trx, order, [order.buyer_id, order.seller_id], 'p2p_cancelled');
    return true;
  });
}

/** Either side opens an appeal once paid; during it, the other side adds its statement once. */
export function appealOrder(db: Db, memberId: number, body: AppealOrderBody): Promise<P2pOrder> {
  const statement = { reason: body.reason, images: body.images ?? [] };
  return runStep(db, memberId, body.id, 'appeal', async (trx, order, party, now) => {
    const moved =
      order.status === 'appeal'
        ? await answerAppeal(trx, { id: order.id, by: memberId, ...statement })
        : await advanceOffchain(trx, { id: order.id, from: 'paid', to: 'appeal', now, appeal: { by: memberId, ...statement } });
    if (moved) await tell(trx, order, [party === 'buyer' ? order.seller_id : order.buyer_id], 'p2p_appeal');
    return moved;
  });
}

/**
 * An operator's decision on an appeal, inside the review desk's transaction: `release_to_buyer` completes the
 * order, `return_to_seller` cancels it; the reason is stored and both sides' `p2p_decided` notices say the
 * outcome and the reason (docs/api.md "P2P with payment methods"). False when the order is not in appeal.
 */
export async function decideAppeal(
  trx: Db,
  input: { id: number; action: P2pAppealDecision; adminId: number; reason?: string },
): Promise<boolean> {
  const order = await findOrder(trx, input.id);
  const actor: P2pOffchainActor = 'operator';
  const to = order && order.settlement === 'offchain' ? nextOffchainStatus(order.status, input.action, actor) : undefined;
  if (!order || !to) return false;
  const now = clock.now();
  const reason = input.reason ?? '';
  const advance = { id: order.id, from: 'appeal' as const, to, now, final: true, adminId: input.adminId, decideReason: reason };
  if (!(await advanceOffchain(trx, advance))) return false;
  await settle(trx, order, input.action === 'release_to_buyer');
  const params = { order_no: order.order_no, variant: input.action, amount: formatPi(order.quantity), coin: order.coin, reason };
  for (const userId of [order.buyer_id, order.seller_id])
    await notify(trx, { userId, type: 'p2p_decided', params, link: noticeLink('p2p_decided', order.id) });
  return true;
}
