/**
 * Every after-sale outcome is ONE ledger posting from the order's escrow hold (docs/architecture.md "One dispute
 * desk"; "Money: one ledger"), made in the caller's transaction after its conditional update won: the whole hold
 * back to the buyer (void), or a capture of what the merchant keeps — less the fee in proportion — whose
 * remainder the ledger returns to the buyer in the same posting.
 */
import type { PostingKind } from '@app/contract';
import { accountForUser, captureHold, systemAccount, voidHold } from '../../ledger/index.ts';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../orders.repository.ts';
import { feeOnKept } from './refund-state.ts';

/** Pays the merchant `kept` of the hold (less its share of the fee); the rest of the hold returns to the buyer. */
async function captureKept(trx: Db, order: OrderRow, kept: bigint, kind: PostingKind): Promise<void> {
  const fee = feeOnKept(order.fee, order.total, kept);
  const [merchant, fees] = [await accountForUser(trx, order.seller_id), await systemAccount(trx, 'fees')];
  const to = [
    { account: merchant.id, amount: kept - fee },
    { account: fees.id, amount: fee },
  ].filter((leg) => leg.amount > 0n);
  await captureHold(trx, order.hold_id!, { kind, memo: `order ${order.order_no}`, to });
}

/** Gives `amount` back to the buyer: the whole hold when it is the total, else the merchant keeps the rest. */
export async function refundFromEscrow(trx: Db, order: OrderRow, amount: bigint): Promise<void> {
  if (amount >= order.total) {
    await voidHold(trx, order.hold_id!, { kind: 'shop_refund', memo: `order ${order.order_no}` });
    return;
  }
  await captureKept(trx, order, order.total - amount, 'shop_refund_part');
}

/** A dispute decided for the merchant: the whole escrow to them, less the fee, as on receipt. */
export function releaseEscrow(trx: Db, order: OrderRow): Promise<void> {
  return captureKept(trx, order, order.total, 'shop_dispute_release');
}
