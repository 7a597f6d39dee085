/**
 * Opening an order (docs/api.md: "Taking an ad escrows the taker's side at once"; an ad can never be
 * oversold). One transaction lowers the ad's remaining with a conditional update, counts the taker's open
 * order, moves the ad's escrow to what is left, and holds the order's two sides: the seller's PI and the
 * buyer's USDT. Any refusal rolls all of it back. Shared by a member taking an ad (`ad`) and the system
 * matching two crossing ads (`auto`), where the taker's side comes from the taker's own ad.
 */
import { randomInt } from 'node:crypto';
import { noticeLink, type PayMethod } from '@app/contract';
import { conflict, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { notify } from '../notices/index.ts';
import { findAd, takeRemaining, type AdRow } from './ads.repository.ts';
import { holdFor, reEscrowAd } from './escrow.ts';
import { findOrderByKey, insertOrder } from './orders.repository.ts';
import { payMethodsOf } from './pay-methods.ts';
import type { P2pConfig } from './p2p-config.ts';
import { checkOrderTotal } from './ad-fiat.ts';
import { truncFiat } from './fiat-money.ts';
import { feeOf, formatPi, totalOf } from './p2p-math.ts';
import { addOpenOrder, ensureTrader, findTrader, reserveOpenOrder } from './traders.repository.ts';

export interface OpenOrderInput {
  /** the ad being taken; its price is the order's price */
  ad: AdRow;
  /** for `auto`: the newer, crossing ad whose escrow pays the taker's side */
  counterAdId?: number;
  takerId: number;
  quantity: bigint;
  config: P2pConfig;
  key: string | null;
  /** an `offchain` buy ad: the seller-taker's methods for the buyer to pay to */
  payMethods?: PayMethod[];
}

/** 20261123 + 10 random digits: unguessable, sortable by day, unique by index. */
function orderNumber(now: number): string {
  const day = new Date(now * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

async function takeRefusal(trx: Db, adId: number): Promise<never> {
  const ad = await findAd(trx, adId);
  if (!ad || ad.status !== 'open') throw conflict('p2p.ad_closed');
  throw conflict('p2p.over_remaining', { remaining: formatPi(ad.remaining) });
}

async function slotRefusal(trx: Db, takerId: number, config: P2pConfig, now: number): Promise<never> {
  const trader = await findTrader(trx, takerId);
  if (trader && trader.cancelBlockedUntil > now)
    throw refuse('p2p.cancel_blocked', { minutes: Math.ceil((trader.cancelBlockedUntil - now) / 60) });
  if (trader && trader.cooldownUntil > now)
    throw refuse('p2p.cooldown', { minutes: Math.ceil((trader.cooldownUntil - now) / 60) });
  throw refuse('p2p.too_many_orders', { max: config.maxOpenOrders });
}

/** Thrown inside the transaction when the taker's idempotency key already opened an order (the caller returns that one). */
export class ReplayedOrder extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId} replayed`);
  }
}

/**
 * The taker's counter row is locked first: a twin request with the same key waits here, then finds the
 * first one's order; and the open-order limit cannot be passed by concurrent takes.
 */
async function countTakerOrder(trx: Db, input: OpenOrderInput, now: number): Promise<void> {
  const { takerId, config } = input;
  await ensureTrader(trx, takerId);
  if (input.counterAdId) await addOpenOrder(trx, takerId);
  else if (!(await reserveOpenOrder(trx, takerId, config.maxOpenOrders, now))) await slotRefusal(trx, takerId, config, now);
  const first = input.key ? await findOrderByKey(trx, takerId, input.key) : undefined;
  if (first) throw new ReplayedOrder(first.id);
}

/**
 * What differs by settlement (docs/api.md "P2P with payment methods"): a `wallet` order pays a fee, may wait
 * for the console and is confirmed by the system; an `offchain` order has the ad's own payment window, no
 * fee (no USDT moves) and waits for the seller to release.
 */
function orderTerms(ad: AdRow, total: bigint, config: P2pConfig, now: number) {
  if (ad.settlement === 'offchain')
    return { fee: 0n, review: false, confirmtime: null, expiretime: now + ad.pay_window * 60, settlement: ad.settlement };
  const review = total > config.reviewOver;
  return {
    fee: feeOf(total, config.feeRate),
    review,
    confirmtime: review ? null : now + config.confirmDelaySeconds,
    expiretime: now + config.windowSeconds,
    settlement: ad.settlement,
  };
}

/** The seller's offered methods as they are now: the order keeps this copy whatever is edited later. */
async function payMethodSnapshot(trx: Db, ad: AdRow, taker?: PayMethod[]): Promise<PayMethod[]> {
  if (ad.settlement !== 'offchain') return [];
  if (ad.type === 'buy') return taker ?? [];
  const methods = await payMethodsOf(trx, ad.user_id, ad.pay_methods);
  if (methods.length === 0) throw conflict('p2p.no_paymethods');
  return methods;
}

/** Holds the order's two sides: the taker's own balance first (so a refusal comes soonest), then the ads' escrow. */
async function holdSides(
  trx: Db,
  input: OpenOrderInput,
  adIds: number[],
  parties: { buyerId: number; sellerId: number; total: bigint; memo: string },
) {
  const { ad, quantity, takerId } = input;
  const { buyerId, sellerId, total, memo } = parties;
  const takerIsBuyer = ad.type === 'sell';
  const offchain = ad.settlement === 'offchain';
  let piHoldId: number | undefined;
  let usdtHoldId: number | null | undefined = offchain ? null : undefined;
  if (!input.counterAdId && takerIsBuyer && !offchain) usdtHoldId = await holdFor(trx, takerId, 'USDT', total, memo);
  if (!input.counterAdId && !takerIsBuyer) piHoldId = await holdFor(trx, takerId, 'PI', quantity, memo);
  for (const id of adIds) {
    const fresh = (await findAd(trx, id))!;
    await reEscrowAd(trx, fresh, fresh.remaining);
  }
  // What the ads just released covers these: the order's share of each ad's escrow.
  piHoldId ??= await holdFor(trx, sellerId, 'PI', quantity, memo);
  if (usdtHoldId === undefined) usdtHoldId = await holdFor(trx, buyerId, 'USDT', total, memo);
  return { piHoldId, usdtHoldId };
}

export async function openOrder(trx: Db, input: OpenOrderInput): Promise<number> {
  const { ad, quantity, takerId, config } = input;
  const now = clock.now();
  await countTakerOrder(trx, input, now);
  const adIds = [ad.id, ...(input.counterAdId ? [input.counterAdId] : [])].sort((a, b) => a - b);
  let locked = ad.price;
  for (const id of adIds) {
    const price = await takeRemaining(trx, id, quantity, now);
    if (price === undefined) await takeRefusal(trx, id);
    else if (id === ad.id) locked = price;
  }
  // the order's price is the one its take saw; its currency's bounds hold at that price too. Its methods are the
  // ones the ad offers now, under the take's lock: an edit that went first may have changed them (edit-ad.ts).
  const taken = { ...ad, price: locked, pay_methods: (await findAd(trx, ad.id))!.pay_methods };
  checkOrderTotal(taken, quantity);

  const [buyerId, sellerId] = ad.type === 'sell' ? [takerId, ad.user_id] : [ad.user_id, takerId];
  // an offchain order's total is in the ad's currency, rounded down to its decimals
  const total = ad.fiat ? truncFiat(totalOf(quantity, locked), ad.decimals) : totalOf(quantity, locked);
  const orderNo = orderNumber(now);
  const payMethods = await payMethodSnapshot(trx, taken, input.payMethods);
  const holds = await holdSides(trx, input, adIds, { buyerId, sellerId, total, memo: `P2P order ${orderNo}` });
  const orderId = await insertOrder(trx, {
    orderNo,
    adId: ad.id,
    counterAdId: input.counterAdId ?? null,
    adType: ad.type,
    buyerId,
    sellerId,
    advertiserId: ad.user_id,
    takerId,
    price: locked,
    quantity,
    total,
    ...orderTerms(ad, total, config, now),
    matchingType: input.counterAdId ? 'auto' : 'ad',
    ...holds,
    now,
    key: input.key,
    payMethods,
    fiat: ad.fiat,
  });
  // The advertiser hears their ad was taken; with matching, the counter ad's owner's ad was taken too.
  const owners = input.counterAdId ? [ad.user_id, takerId] : [ad.user_id];
  for (const userId of owners)
    await notify(trx, {
      userId,
      type: 'p2p_taken',
      params: { order_no: orderNo },
      link: noticeLink('p2p_taken', orderId),
    });
  return orderId;
}
