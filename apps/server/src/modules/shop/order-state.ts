/**
 * The shop order's state machine (spec §4 "Shop order"; docs/api.md "Order status: unpaid → paid → shipped →
 * completed, unpaid → cancelled"), as a pure transition table. Services ask it before they write, and
 * write with a conditional update on the `from` status, so a racing second action finds nothing to change.
 */
import type { OrderStatus } from '@app/contract';

export type OrderAction = 'pay' | 'cancel' | 'close' | 'ship' | 'receive' | 'autoreceive';
/** Who may take an action: the order's buyer, the shop's merchant, or a background job. */
export type OrderActor = 'buyer' | 'merchant' | 'system';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
}

export const ORDER_TRANSITIONS: Record<OrderAction, OrderTransition> = {
  pay: { from: 'unpaid', to: 'paid', by: 'buyer' },
  cancel: { from: 'unpaid', to: 'cancelled', by: 'buyer' },
  close: { from: 'unpaid', to: 'cancelled', by: 'system' },
  ship: { from: 'paid', to: 'shipped', by: 'merchant' },
  receive: { from: 'shipped', to: 'completed', by: 'buyer' },
  autoreceive: { from: 'shipped', to: 'completed', by: 'system' },
};

/** The status an action leads to from `status`, or undefined when the action is not allowed now. */
export function nextOrderStatus(status: OrderStatus, action: OrderAction): OrderStatus | undefined {
  const transition = ORDER_TRANSITIONS[action];
  return transition.from === status ? transition.to : undefined;
}

/** Actions open to `actor` on an order in `status` (what the order centres offer as buttons). */
export function orderActionsFor(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter(
    (action) => ORDER_TRANSITIONS[action].by === actor && ORDER_TRANSITIONS[action].from === status,
  );
}

/** No action leads out of these. */
export const isFinalOrderStatus = (status: OrderStatus) =>
  orderActionsFor(status, 'buyer').length === 0 &&
  orderActionsFor(status, 'merchant').length === 0 &&
  orderActionsFor(status, 'system').length === 0;
