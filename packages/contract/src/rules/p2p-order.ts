/**
 * The P2P market's state machines (spec §4 "PI order: waits for system confirmation of payment; shows
 * remaining time; can expire"; docs/api.md "Peer-to-peer PI market" order and ad statuses) as pure transition
 * tables. The server asks them before it writes (then updates on `… WHERE status = <from>`, so of two
 * racing events exactly one finds the order still in `from`) and lists from them the `actions` a reply
 * carries for its reader; the apps draw buttons from `actions` only (docs/architecture.md "Allowed actions").
 */

/**
 * `pending` awaits system confirmation (or the console's, when `review` is true); then `completed` (PI and
 * USDT swap), `expired` (the payment window ran out) or `cancelled` (by the console): escrow returns in full.
 */
export const P2P_ORDER_STATUSES = ['pending', 'completed', 'expired', 'cancelled'] as const;
export type P2pOrderStatus = (typeof P2P_ORDER_STATUSES)[number];
/**
 * `open` on the market; `finished` when its remaining reached zero; `cancelled` by its owner and `hidden`
 * by the console — both release the remaining escrow. Orders already taken from it go on unaffected.
 */
export const P2P_AD_STATUSES = ['open', 'finished', 'cancelled', 'hidden'] as const;
export type P2pAdStatus = (typeof P2P_AD_STATUSES)[number];

/** settle: the system or the console confirms; expire: the payment window ran out; cancel: the console. */
export type OrderEvent = 'settle' | 'expire' | 'cancel';

const ORDER_TRANSITIONS: Record<P2pOrderStatus, Partial<Record<OrderEvent, P2pOrderStatus>>> = {
  pending: { settle: 'completed', expire: 'expired', cancel: 'cancelled' },
  completed: {},
  expired: {},
  cancelled: {},
};

/** The status `event` leads to from `status`, or undefined when the event does not apply. */
export function nextOrderStatus(status: P2pOrderStatus, event: OrderEvent): P2pOrderStatus | undefined {
  return ORDER_TRANSITIONS[status][event];
}

/** A final order has released or swapped its escrow; nothing moves it again. */
export const isFinalOrder = (status: P2pOrderStatus) => Object.keys(ORDER_TRANSITIONS[status]).length === 0;

/**
 * Confirming settles only inside the payment window (after it the expiry returns the escrow); expiring
 * only after it; cancelling at any time while pending.
 */
export function orderEventAllowed(
  order: { status: P2pOrderStatus; expiretime: number },
  event: OrderEvent,
  now: number,
): boolean {
  if (!nextOrderStatus(order.status, event)) return false;
  if (event === 'settle') return order.expiretime > now;
  if (event === 'expire') return order.expiretime <= now;
  return true;
}

/** The console's steps on an order (docs/api.md "Admin": confirm or cancel with a reason). */
export const P2P_CONSOLE_ORDER_ACTIONS = ['confirm', 'cancel'] as const;
export type P2pConsoleOrderAction = (typeof P2P_CONSOLE_ORDER_ACTIONS)[number];
const CONSOLE_ORDER_EVENT: Record<P2pConsoleOrderAction, OrderEvent> = { confirm: 'settle', cancel: 'cancel' };

export const consoleOrderEvent = (action: P2pConsoleOrderAction): OrderEvent => CONSOLE_ORDER_EVENT[action];

/** A console order reply's `actions`. */
export function consoleOrderActions(order: { status: P2pOrderStatus; expiretime: number }, now: number): P2pConsoleOrderAction[] {
  return P2P_CONSOLE_ORDER_ACTIONS.filter((action) => orderEventAllowed(order, CONSOLE_ORDER_EVENT[action], now));
}

/** sell_out: a take left nothing; cancel: its owner; hide: the console. */
export type AdEvent = 'sell_out' | 'cancel' | 'hide';

const AD_TRANSITIONS: Record<P2pAdStatus, Partial<Record<AdEvent, P2pAdStatus>>> = {
  open: { sell_out: 'finished', cancel: 'cancelled', hide: 'hidden' },
  finished: {},
  cancelled: {},
  hidden: {},
};

export function nextAdStatus(status: P2pAdStatus, event: AdEvent): P2pAdStatus | undefined {
  return AD_TRANSITIONS[status][event];
}

/** Only an open ad escrows anything or can be taken. */
export const isTakeable = (status: P2pAdStatus) => nextAdStatus(status, 'sell_out') !== undefined;

/** A member's steps on an ad: another member takes it, its owner cancels it. */
export const P2P_AD_ACTIONS = ['take', 'cancel'] as const;
export type P2pAdAction = (typeof P2P_AD_ACTIONS)[number];

/** A member ad reply's `actions` for its reader; taking one's own ad is refused (docs/api.md). */
export function adActions(status: P2pAdStatus, readerIsOwner: boolean): P2pAdAction[] {
  if (readerIsOwner) return nextAdStatus(status, 'cancel') ? ['cancel'] : [];
  return isTakeable(status) ? ['take'] : [];
}

/** The console's step on an ad: hiding it with a reason. */
export const P2P_CONSOLE_AD_ACTIONS = ['hide'] as const;
export type P2pConsoleAdAction = (typeof P2P_CONSOLE_AD_ACTIONS)[number];

export const consoleAdActions = (status: P2pAdStatus): P2pConsoleAdAction[] => (nextAdStatus(status, 'hide') ? ['hide'] : []);
