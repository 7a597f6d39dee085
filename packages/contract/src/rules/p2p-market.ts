/**
 * The P2P market's word lists and limits (docs/api.md "P2P"), apart from its schemas (../p2p.ts): the
 * market screen reads them before it can draw, without evaluating every schema or loading zod.
 */
import { P2P_OFFCHAIN_ORDER_STATUSES, type P2pOffchainOrderStatus } from './p2p-order.ts';

/** Coins traded on the market; the price is always in USDT. */
export const P2P_COINS = ['PI'] as const;
export type P2pCoin = (typeof P2P_COINS)[number];
export const P2P_PRICE_COIN = 'USDT' as const;

/** An ad's side: `sell` offers PI for USDT, `buy` asks for PI and pays USDT. */
export const P2P_AD_TYPES = ['buy', 'sell'] as const;
export type P2pAdType = (typeof P2P_AD_TYPES)[number];

/** `ad`: a member took an ad; `auto`: the system matched a crossing buy and sell ad (spot trading). */
export const P2P_MATCHING_TYPES = ['ad', 'auto'] as const;
export type P2pMatchingType = (typeof P2P_MATCHING_TYPES)[number];
/** The viewer's part in an order: the owner of the ad it came from, or the one who took it. */
export const P2P_ROLES = ['advertiser', 'taker'] as const;
export type P2pRole = (typeof P2P_ROLES)[number];

/**
 * How an order's price is paid (docs/api.md "P2P with payment methods"): `wallet` — USDT from the buyer's
 * wallet, settled by the system; `offchain` — fiat paid outside the app to one of the seller's payment
 * methods while the seller's PI waits in escrow.
 */
export const P2P_SETTLEMENTS = ['wallet', 'offchain'] as const;
export type P2pSettlement = (typeof P2P_SETTLEMENTS)[number];
/** An `offchain` ad's payment window in minutes: the buyer pays within it or the order expires. */
export const P2P_PAY_WINDOW = { min: 10, max: 120, default: 15 } as const;
/** An `offchain` ad offers 1 to this many of the seller's own payment methods. */
export const P2P_AD_PAY_METHODS_MAX = 5;
/** Pictures one appeal statement may carry. */
export const P2P_APPEAL_IMAGES_MAX = 6;
/**
 * Every status word an order reply may carry: a `wallet` order is `pending`, then `completed`, `expired` or
 * `cancelled`; an `offchain` order also passes `paid` and `appeal` (rules/p2p-order.ts).
 */
export const P2P_ORDER_STATUS_WORDS = P2P_OFFCHAIN_ORDER_STATUSES;
export type P2pOrderStatusWord = P2pOffchainOrderStatus;

/* ---------- payment methods ---------- */

export const P2P_PAY_METHOD_TYPES = ['bank', 'mobile', 'other'] as const;
export type P2pPayMethodType = (typeof P2P_PAY_METHOD_TYPES)[number];
/** A member keeps at most this many payment methods. */
export const P2P_PAY_METHODS_MAX = 10;
