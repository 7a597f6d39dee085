/**
 * The P2P market's state machines (docs/product.md §4 "PI order: waits for system confirmation of payment; shows
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

/**
 * The status `event` leads to from `status`, or undefined when the event does not apply (also for the
 * offchain-only `paid` and `appeal`, which these events never move).
 */
export function nextOrderStatus(status: P2pOrderStatus | 'paid' | 'appeal', event: OrderEvent): P2pOrderStatus | undefined {
  return (ORDER_TRANSITIONS as Partial<typeof ORDER_TRANSITIONS>)[status as P2pOrderStatus]?.[event];
}

/** A final order has released or swapped its escrow; nothing moves it again. */
export const isFinalOrder = (status: P2pOrderStatus) => Object.keys(ORDER_TRANSITIONS[status]).length === 0;

/**
 * Confirming settles only inside the payment window (after it the expiry returns the escrow); expiring
 * only after it; cancelling at any time while pending.
 */
export function orderEventAllowed(
  order: { status: P2pOrderStatus | 'paid' | 'appeal'; expiretime: number },
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

/**
 * A console order reply's `actions`. An `offchain` order is never confirmed by the console: its fiat is paid
 * outside the app, so only the seller's release (or an appeal decision) completes it.
 */
export function consoleOrderActions(
  order: { status: P2pOrderStatus | 'paid' | 'appeal'; expiretime: number; settlement?: 'wallet' | 'offchain' },
  now: number,
): P2pConsoleOrderAction[] {
  return P2P_CONSOLE_ORDER_ACTIONS.filter(
    (action) =>
      !(action === 'confirm' && order.settlement === 'offchain') && orderEventAllowed(order, CONSOLE_ORDER_EVENT[action], now),
  );
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

/* ---------- offchain settlement (docs/api.md "P2P with payment methods") ---------- */

/**
 * An `offchain` order's statuses: `pending` (the seller's PI in escrow, the buyer to pay fiat within the
 * payment window), `paid` (the buyer says the fiat went out), `appeal` (either side asked an operator), then
 * `completed` (PI to the buyer), `cancelled` or `expired` (PI back to the seller).
 */
export const P2P_OFFCHAIN_ORDER_STATUSES = ['pending', 'paid', 'appeal', 'completed', 'expired', 'cancelled'] as const;
export type P2pOffchainOrderStatus = (typeof P2P_OFFCHAIN_ORDER_STATUSES)[number];

/** Who acts on an offchain order: the fiat payer, the PI seller, the expiry job, an operator deciding an appeal. */
export type P2pOffchainActor = 'buyer' | 'seller' | 'system' | 'operator';

/**
 * The member-facing steps (the endpoint names: /api/ctoc/paid, release, cancelorder, appeal), the system's
 * `expire`, and the operator's two decisions on an appeal: `release_to_buyer` (PI to the buyer, `completed`) or
 * `return_to_seller` (PI back to the seller, `cancelled`).
 */
export const P2P_OFFCHAIN_ACTIONS = [
  'paid',
  'release',
  'cancel',
  'appeal',
  'expire',
  'release_to_buyer',
  'return_to_seller',
] as const;
export type P2pOffchainAction = (typeof P2P_OFFCHAIN_ACTIONS)[number];
/** The member steps an order reply's `actions` may list. */
export type P2pOffchainMemberAction = Extract<P2pOffchainAction, 'paid' | 'release' | 'cancel' | 'appeal'>;
/** The decide actions of the admin review kind `p2p_appeal`. */
export const P2P_APPEAL_DECISIONS = ['release_to_buyer', 'return_to_seller'] as const;
export type P2pAppealDecision = (typeof P2P_APPEAL_DECISIONS)[number];

type Step = { actor: P2pOffchainActor | readonly P2pOffchainActor[]; to: P2pOffchainOrderStatus };

/**
 * Status × action → who may take it and where it leads. A seller may release while `paid` (the fiat arrived) and
 * still during an appeal, which the release ends (docs/api.md "P2P in the members' own money"); an operator
 * decides an appeal otherwise; either side may appeal once the buyer said paid.
 */
const OFFCHAIN_TRANSITIONS: Record<P2pOffchainOrderStatus, Partial<Record<P2pOffchainAction, Step>>> = {
  pending: {
    paid: { actor: 'buyer', to: 'paid' },
    cancel: { actor: 'buyer', to: 'cancelled' },
    expire: { actor: 'system', to: 'expired' },
  },
  paid: {
    release: { actor: 'seller', to: 'completed' },
    appeal: { actor: ['buyer', 'seller'], to: 'appeal' },
  },
  appeal: {
    release: { actor: 'seller', to: 'completed' },
    release_to_buyer: { actor: 'operator', to: 'completed' },
    return_to_seller: { actor: 'operator', to: 'cancelled' },
  },
  completed: {},
  expired: {},
  cancelled: {},
};

const actorMay = (step: Step, actor: P2pOffchainActor) =>
  typeof step.actor === 'string' ? step.actor === actor : step.actor.includes(actor);

/** Where `action` by `actor` leads from `status`, or undefined when it is not theirs to take now. */
export function nextOffchainStatus(
  status: P2pOffchainOrderStatus,
  action: P2pOffchainAction,
  actor: P2pOffchainActor,
): P2pOffchainOrderStatus | undefined {
  const step = OFFCHAIN_TRANSITIONS[status][action];
  return step && actorMay(step, actor) ? step.to : undefined;
}

/** Every action `actor` may take on an order in `status`, in P2P_OFFCHAIN_ACTIONS order. */
export function offchainActions(status: P2pOffchainOrderStatus, actor: P2pOffchainActor): P2pOffchainAction[] {
  return P2P_OFFCHAIN_ACTIONS.filter((action) => nextOffchainStatus(status, action, actor) !== undefined);
}

/** A member order reply's `actions` for the buyer or the seller. */
export const offchainMemberActions = (status: P2pOffchainOrderStatus, party: 'buyer' | 'seller') =>
  offchainActions(status, party) as P2pOffchainMemberAction[];

/**
 * The parties' `actions` with the appeal answer: while an appeal waits for an operator, the side that did not
 * open it may add its own statement once (docs/api.md "P2P with payment methods": the desk sees both); the
 * status stays `appeal`.
 */
export function offchainPartyActions(
  order: { status: P2pOffchainOrderStatus; appealBy: 'buyer' | 'seller' | null; answered: boolean },
  party: 'buyer' | 'seller',
): P2pOffchainMemberAction[] {
  const actions = offchainMemberActions(order.status, party);
  const mayAnswer = order.status === 'appeal' && order.appealBy !== null && order.appealBy !== party && !order.answered;
  return mayAnswer ? [...actions, 'appeal'] : actions;
}

/** The seller's payment methods are shown to the parties only while the order is open (not final). */
export const offchainShowsPayMethods = (status: P2pOffchainOrderStatus) => Object.keys(OFFCHAIN_TRANSITIONS[status]).length > 0;
