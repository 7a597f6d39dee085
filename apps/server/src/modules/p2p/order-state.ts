/**
 * The P2P state machines as pure transition tables (docs/architecture.md "state machines as pure transition tables";
 * spec §4 "PI order: waits for system confirmation of payment; shows remaining time; can expire"; docs/api.md
 * order statuses). Services ask these tables first and then apply the change with a conditional update
 * (`… WHERE status = <from>`), so of two racing events exactly one finds the order still in `from`.
 */
import type { P2pAdStatus, P2pOrderStatus } from '@app/contract';

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
