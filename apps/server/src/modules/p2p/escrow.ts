/**
 * The market's money, only through the ledger (docs/architecture.md "Money: one ledger"; docs/api.md "a sell ad freezes
 * its PI, a buy ad freezes quantity × price USDT"). An open ad holds exactly what its `remaining` needs in
 * one ledger hold; each order holds the seller's PI and the buyer's USDT in two holds of its own. A hold is
 * captured or voided whole, so taking from an ad releases the ad's hold and holds the two parts anew — all
 * inside the take's transaction, so the member's frozen balance never shows anything in between.
 */
import type { Coin } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { accountForUser, captureHold, holdFunds, systemAccount, voidHold } from '../ledger/index.ts';
import { setAdEscrow, type AdRow } from './ads.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { totalOf } from './p2p-math.ts';

/**
 * What an ad with `remaining` left must hold: the PI it sells, or the USDT it pays — nothing for an `offchain`
 * buy ad, whose owner pays fiat outside the app (the seller's PI is escrowed when the seller takes it).
 */
export function adEscrowOf(
  ad: Pick<AdRow, 'type' | 'price'> & Partial<Pick<AdRow, 'settlement'>>,
  remaining: bigint,
): { coin: Coin; amount: bigint } {
  if (ad.type === 'sell') return { coin: 'PI', amount: remaining };
  return { coin: 'USDT', amount: ad.settlement === 'offchain' ? 0n : totalOf(remaining, ad.price) };
}

export async function holdFor(trx: Db, userId: number, coin: Coin, amount: bigint, memo: string): Promise<number> {
  const account = await accountForUser(trx, userId);
  const hold = await holdFunds(trx, { account: account.id, coin, amount, kind: 'p2p_escrow', memo });
  return hold.holdId;
}

const adMemo = (adId: number) => `P2P ad #${adId}`;

/** Escrows what the ad needs for `remaining` in place of what it held before; returns the amount released. */
export async function reEscrowAd(trx: Db, ad: AdRow, remaining: bigint): Promise<bigint> {
  const released = ad.hold_id === null ? 0n : ad.escrow;
  if (ad.hold_id !== null) await voidHold(trx, ad.hold_id, { kind: 'p2p_release', memo: adMemo(ad.id) });
  const { coin, amount } = adEscrowOf(ad, remaining);
  const holdId = amount > 0n ? await holdFor(trx, ad.user_id, coin, amount, adMemo(ad.id)) : null;
  await setAdEscrow(trx, ad.id, holdId, amount);
  return released - amount;
}

/**
 * Completes the swap: the seller's PI to the buyer, the buyer's USDT to the seller less the fee. An
 * `offchain` order's price was paid outside the app, so only its PI moves: one posting.
 */
export async function swapOrder(trx: Db, order: OrderRow): Promise<void> {
  const memo = `P2P order ${order.order_no}`;
  const buyer = await accountForUser(trx, order.buyer_id);
  await captureHold(trx, order.pi_hold_id, { kind: 'p2p_trade', memo, to: [{ account: buyer.id, amount: order.quantity }] });
  if (order.usdt_hold_id === null) return;
  const seller = await accountForUser(trx, order.seller_id);
  const to = [{ account: seller.id, amount: order.total - order.fee }];
  if (order.fee > 0n) to.push({ account: (await systemAccount(trx, 'fees')).id, amount: order.fee });
  await captureHold(trx, order.usdt_hold_id, { kind: 'p2p_trade', memo, to: to.filter((t) => t.amount > 0n) });
}

/** Returns both sides' escrow (an `offchain` order's: the PI only) in full to their owners' available balances. */
export async function refundOrder(trx: Db, order: OrderRow): Promise<void> {
  const memo = `P2P order ${order.order_no}`;
  await voidHold(trx, order.pi_hold_id, { kind: 'p2p_refund', memo });
  if (order.usdt_hold_id !== null) await voidHold(trx, order.usdt_hold_id, { kind: 'p2p_refund', memo });
}
