/**
 * The shop order's money, only through the ledger (docs/architecture.md "Money: one ledger"), in one file as the
 * P2P market's is (p2p/escrow.ts): paying holds the order's total from the buyer; receipt — the buyer's, the
 * timer's, or a dispute released to the merchant — captures it whole; a refund voids it, or captures what the
 * merchant keeps while the rest returns to the buyer in the same posting. Each is ONE posting in the caller's
 * transaction, made after the caller's conditional update on the order won. The amounts are the contract's pure
 * rules (rules/shop-order.ts `escrowHeld`, `escrowSplit`).
 */
import { SHOP_COIN, type PostingKind } from '@app/contract';
import { escrowHeld, escrowSplit } from '@app/contract/rules/shop-order';
import type { Db } from '../../db/database.ts';
import { accountForUser, captureHold, holdFunds, systemAccount, voidHold } from '../ledger/index.ts';
import type { OrderRow } from './orders.repository.ts';

const memoOf = (order: OrderRow) => `order ${order.order_no}`;

/** Holds the order's total from the buyer; returns the hold. Keyed by the order: a retried payment holds once. */
export async function holdOnPay(trx: Db, order: OrderRow): Promise<number> {
  const account = await accountForUser(trx, order.user_id);
  const hold = await holdFunds(trx, {
    account: account.id,
    coin: SHOP_COIN,
    amount: escrowHeld(order),
    kind: 'shop_pay',
    memo: memoOf(order),
    idempotencyKey: `shop_pay:${order.id}`,
  });
  return hold.holdId;
}

/** Pays the merchant `kept` of the escrow less its share of the fee; the rest returns to the buyer. */
async function captureKept(trx: Db, order: OrderRow, kept: bigint, kind: PostingKind): Promise<void> {
  const split = escrowSplit(order, kept);
  const [merchant, fees] = [await accountForUser(trx, order.seller_id), await systemAccount(trx, 'fees')];
  const to = [
    { account: merchant.id, amount: split.merchant },
    { account: fees.id, amount: split.fee },
  ].filter((leg) => leg.amount > 0n);
  await captureHold(trx, order.hold_id!, { kind, memo: memoOf(order), to });
}

/** Receipt, the buyer's or the timer's: the whole escrow to the merchant, less the fee. */
export function releaseOnReceipt(trx: Db, order: OrderRow, kind: 'shop_settle' | 'shop_autosettle'): Promise<void> {
  return captureKept(trx, order, escrowHeld(order), kind);
}

/** A dispute decided for the merchant: the whole escrow to them, less the fee, as on receipt. */
export function releaseOnDispute(trx: Db, order: OrderRow): Promise<void> {
  return captureKept(trx, order, escrowHeld(order), 'shop_dispute_release');
}

/** Gives `amount` back to the buyer: the whole hold when it is all of it, else the merchant keeps the rest. */
export async function refundFromEscrow(trx: Db, order: OrderRow, amount: bigint): Promise<void> {
  if (amount >= escrowHeld(order)) {
    await voidHold(trx, order.hold_id!, { kind: 'shop_refund', memo: memoOf(order) });
    return;
  }
  await captureKept(trx, order, escrowHeld(order) - amount, 'shop_refund_part');
}
