/**
 * The shop order's state machine (docs/product.md §4 "Shop order"; docs/api.md "Shop marketplace": `unpaid → paid →
 * shipped → completed`, `unpaid → cancelled`) as one pure transition table. The server asks it before it
 * writes (then writes with a conditional update on the `from` status, so a racing second action finds
 * nothing to change) and lists from it the `actions` each order reply carries for its reader; the member
 * app draws buttons from `actions` only (docs/architecture.md "Allowed actions").
 */
import { AFTER_SALE_ACTIONS, afterSaleActions, feeOnKept, refundOpen, type RefundStatus } from './shop-after-sale.ts';
import type { OrderStatus } from './shop-order-status.ts';

export { ORDER_STATUSES, type OrderStatus } from './shop-order-status.ts';

/** The order's own steps a member can take (its status moves). */
export const ORDER_STEPS = ['cancel', 'pay', 'ship', 'receive'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** What a reply's `actions` may hold: the order's steps, then the after-sale ones (shop-after-sale.ts). */
export const SHOP_ORDER_ACTIONS = [...ORDER_STEPS, ...AFTER_SALE_ACTIONS] as const;
export type ShopOrderAction = (typeof SHOP_ORDER_ACTIONS)[number];

/** Member steps plus the timers' own: `close` an unpaid order, `autoreceive` a shipped one. */
export type OrderAction = OrderStep | 'close' | 'autoreceive';
/** Who may take an action: the order's buyer, the shop's merchant, or a background job. */
export type OrderActor = 'buyer' | 'merchant' | 'system';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
}

/** In the order the buttons stand: cancelling before paying. */
export const ORDER_TRANSITIONS: Record<OrderAction, OrderTransition> = {
  cancel: { from: 'unpaid', to: 'cancelled', by: 'buyer' },
  pay: { from: 'unpaid', to: 'paid', by: 'buyer' },
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

/** Actions open to `actor` on an order in `status`. */
export function orderActionsFor(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter(
    (action) => ORDER_TRANSITIONS[action].by === actor && ORDER_TRANSITIONS[action].from === status,
  );
}

/** Paying is refused once the unpaid window has run out, even before the close job has cancelled it. */
export const payWindowOpen = (expiretime: number | null, now: number) => expiretime === null || expiretime > now;

export interface ShopOrderReader {
  buyer: boolean;
  merchant: boolean;
}

/**
 * A reply's `actions`: the steps its reader may take now, as the order's buyer, its shop's merchant, or
 * neither (the console reads orders without taking member steps). While a refund waits for an answer the
 * order neither ships nor completes (shop-after-sale.ts `refundOpen`).
 */
export function shopOrderActions(
  order: { status: OrderStatus; expiretime: number | null; refund_status?: RefundStatus | null; commented?: boolean },
  reader: ShopOrderReader,
  now: number,
): ShopOrderAction[] {
  const sides = [...(reader.buyer ? ['buyer' as const] : []), ...(reader.merchant ? ['merchant' as const] : [])];
  const paused = refundOpen(order.refund_status);
  const steps = ORDER_STEPS.filter(
    (action) =>
      (sides as OrderActor[]).includes(ORDER_TRANSITIONS[action].by) &&
      ORDER_TRANSITIONS[action].from === order.status &&
      (action !== 'pay' || payWindowOpen(order.expiretime, now)) &&
      !(paused && (action === 'ship' || action === 'receive')),
  );
  return [...steps, ...afterSaleActions(order, sides)];
}

/** No action leads out of these. */
export const isFinalOrderStatus = (status: OrderStatus) =>
  (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).every((action) => ORDER_TRANSITIONS[action].from !== status);

/** price × quantity, in the price's smallest units: what the buyer pays (no rounding; quantity is whole). */
export function shopOrderTotal(price: bigint, quantity: number): bigint {
  return price * BigInt(quantity);
}

/**
 * What a paid order's escrow holds: its total, taken from the buyer at payment (docs/api.md "Shop marketplace"),
 * whatever later happens to the order's other figures. Every split below starts from it.
 */
export const escrowHeld = (order: { total: bigint }): bigint => order.total;

/** Where a paid order's escrow goes when the merchant keeps `kept` of it (whole on receipt, less on a refund). */
export interface EscrowSplit {
  /** to the merchant: what they keep less their share of the fee */
  merchant: bigint;
  /** to the platform: the fee in proportion to what the merchant keeps, rounded up, never more than that */
  fee: bigint;
  /** back to the buyer: the rest of the escrow */
  buyer: bigint;
}

export function escrowSplit(order: { total: bigint; fee: bigint }, kept: bigint): EscrowSplit {
  const held = escrowHeld(order);
  const keep = kept < 0n ? 0n : kept > held ? held : kept;
  const fee = feeOnKept(order.fee, held, keep);
  return { merchant: keep - fee, fee, buyer: held - keep };
}
