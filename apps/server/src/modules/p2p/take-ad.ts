/**
 * Taking an ad (docs/api.md /api/ctoc/buy takes a sell ad, /api/ctoc/sale takes a buy ad; docs/product.md §5 "Buy or sell
 * PI: amount and transaction password required"). Refused: one's own ad, an ad that is closed, less than
 * the minimum (or than what remains, when less than the minimum remains), more than remains. Every refusal
 * that needs no money comes before the payment password; the money moves in open-order.ts.
 */
import type { P2pOrder, PayMethod, TakeAdBody } from '@app/contract';
import { conflict, notFound, refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { checkOrderTotal, takerMethods } from './ad-fiat.ts';
import { refuseBlockedTake } from './trader-blocks.ts';
import { findAd, type AdRow } from './ads.repository.ts';
import { loadOrder } from './orders.service.ts';
import { openOrder, ReplayedOrder } from './open-order.ts';
import { isTakeable } from './order-state.ts';
import { findOrderByKey } from './orders.repository.ts';
import { p2pConfig, type P2pConfig } from './p2p-config.ts';
import { formatPi, smallestTake, totalOf } from './p2p-math.ts';
import { completedOrdersOf } from './trader-record.ts';
import { restrictedDays } from './chargeback.ts';
import { parsePi, requireTrader, type Trader } from './trader-rules.ts';

/** `buy` takes sell ads; `sale` takes buy ads. */
export type TakeSide = 'buy' | 'sale';

function checkTake(ad: AdRow, member: Trader, quantity: bigint): void {
  if (ad.user_id === member.id) throw refuse('p2p.own_ad');
  if (!isTakeable(ad.status)) throw conflict('p2p.ad_closed');
  if (quantity > ad.remaining) throw conflict('p2p.over_remaining', { remaining: formatPi(ad.remaining) });
  const least = smallestTake(ad.min_quantity, ad.remaining);
  if (quantity < least) throw refuse('p2p.under_min', { min: formatPi(least) });
  if (totalOf(quantity, ad.price) === 0n) throw refuse('p2p.total_too_small');
}

export async function takeAd(db: Db, member: Trader, side: TakeSide, body: TakeAdBody): Promise<P2pOrder> {
  const config = await p2pConfig(db);
  requireTrader(member, config);
  const ad = await findAd(db, body.ad_id);
  // The other path's ads and hidden ads are not there for this member: 404 like a missing one.
  if (!ad || ad.type !== (side === 'buy' ? 'sell' : 'buy') || ad.status === 'hidden') throw notFound('p2p.ad_not_found');
  const quantity = parsePi(body.quantity);
  checkTake(ad, member, quantity);
  // an operator's chargeback decision keeps the buyer from taking ads for a while (docs/api.md "Chargeback")
  const restricted = await restrictedDays(db, member.id);
  if (restricted > 0) throw refuse('p2p.restricted', { days: restricted });
  checkOrderTotal(ad, quantity);
  await refuseBlockedTake(db, member.id, ad.user_id);
  if (ad.min_orders > 0 && (await completedOrdersOf(db, member.id)) < ad.min_orders)
    throw refuse('p2p.needs_orders', { min: ad.min_orders });
  const methods = await takerMethods(db, member.id, ad, body.pay_methods);
  await checkPayPassword(db, member.id, body.paypassword);
  return placeOrder(db, member.id, ad, quantity, config, body.idempotency_key ?? null, methods);
}

/** Opens a checked order (the payment password already confirmed); demo data starts here too. */
export async function placeOrder(
  db: Db,
  takerId: number,
  ad: AdRow,
  quantity: bigint,
  config: P2pConfig,
  key: string | null,
  payMethods?: PayMethod[],
): Promise<P2pOrder> {
  const first = key ? await findOrderByKey(db, takerId, key) : undefined;
  if (first) return loadOrder(db, takerId, first.id);
  try {
    const orderId = await withTransaction(db, (trx) => openOrder(trx, { ad, takerId, quantity, config, key, payMethods }));
    return await loadOrder(db, takerId, orderId);
  } catch (error) {
    if (error instanceof ReplayedOrder) return loadOrder(db, takerId, error.orderId);
    throw error;
  }
}
