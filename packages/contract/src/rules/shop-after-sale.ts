/**
 * After-sale on a shop order (docs/api.md "Delivery addresses and after-sale"): the refund's own state table,
 * beside the order's (shop-order.ts), as docs/architecture.md "Allowed actions" asks for every order-like
 * object. `requested → accepted` (the escrow goes back to the buyer) `| rejected → disputed → refunded |
 * released` (an operator decides). A paid, unshipped order may be refunded in full only; a shipped one by
 * agreement (part of the total allowed) or by dispute. One refund per order: once decided it stays decided.
 */
import type { OrderStatus } from './shop-order-status.ts';

export const REFUND_STATUSES = ['requested', 'accepted', 'rejected', 'disputed', 'refunded', 'released'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Who takes a refund step: the order's two sides, the timer, or an operator at the dispute desk. */
export type RefundActor = 'buyer' | 'merchant' | 'system' | 'operator';

/** The after-sale steps a member can take: what an order reply's `actions` may add. */
export const AFTER_SALE_ACTIONS = ['refund', 'refund_accept', 'refund_reject', 'dispute', 'comment'] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];

/** Member steps, the merchant's auto-accept timer, and the two decisions of the dispute desk. */
export type RefundStep = Exclude<AfterSaleAction, 'comment'> | 'autoaccept' | 'decide_refund' | 'decide_release';

export interface RefundTransition {
  /** null: no refund yet */
  from: RefundStatus | null;
  to: RefundStatus;
  by: readonly RefundActor[];
  /** the order statuses the step is open in: money must still be in escrow */
  orders: readonly OrderStatus[];
}

const HELD: readonly OrderStatus[] = ['paid', 'shipped'];

export const REFUND_TRANSITIONS: Record<RefundStep, RefundTransition> = {
  refund: { from: null, to: 'requested', by: ['buyer'], orders: HELD },
  refund_accept: { from: 'requested', to: 'accepted', by: ['merchant'], orders: HELD },
  refund_reject: { from: 'requested', to: 'rejected', by: ['merchant'], orders: HELD },
  // The merchant who lets an unshipped refund request sit accepts it (setting shop_refund_auto_accept_hours).
  autoaccept: { from: 'requested', to: 'accepted', by: ['system'], orders: ['paid'] },
  dispute: { from: 'rejected', to: 'disputed', by: ['buyer', 'merchant'], orders: HELD },
  decide_refund: { from: 'disputed', to: 'refunded', by: ['operator'], orders: HELD },
  decide_release: { from: 'disputed', to: 'released', by: ['operator'], orders: HELD },
};

/** The refund status a step leads to, or undefined when the step is not open now. */
export function nextRefundStatus(
  order: { status: OrderStatus; refund_status: RefundStatus | null },
  step: RefundStep,
): RefundStatus | undefined {
  const t = REFUND_TRANSITIONS[step];
  return t.from === order.refund_status && t.orders.includes(order.status) ? t.to : undefined;
}

/** While a refund waits for the merchant or an operator, the order neither ships nor completes by itself. */
export const refundOpen = (status: RefundStatus | null | undefined) => status === 'requested' || status === 'disputed';

/**
 * Whether `amount` (smallest units) may be asked back from an order of `total`: the whole total while unshipped
 * (the goods never left), anything above zero up to the total once shipped (the two sides agree on a part).
 */
export function refundAmountAllowed(orderStatus: OrderStatus, amount: bigint, total: bigint): boolean {
  if (amount <= 0n || amount > total) return false;
  return orderStatus === 'shipped' || amount === total;
}

/**
 * The platform fee on what the merchant keeps after a part refund: the order's fee in proportion, rounded up
 * in the platform's favour (docs/api.md "Conventions") and never above what is kept.
 */
export function feeOnKept(fee: bigint, total: bigint, kept: bigint): bigint {
  if (kept <= 0n || total <= 0n) return 0n;
  const share = (fee * kept + total - 1n) / total;
  return share > kept ? kept : share;
}

export interface AfterSaleState {
  status: OrderStatus;
  refund_status?: RefundStatus | null;
  /** the buyer has already rated the order */
  commented?: boolean;
}

/** The after-sale steps `sides` may take now, in the order the buttons stand. */
export function afterSaleActions(order: AfterSaleState, sides: readonly ('buyer' | 'merchant')[]): AfterSaleAction[] {
  const state = { status: order.status, refund_status: order.refund_status ?? null };
  return AFTER_SALE_ACTIONS.filter((action) => {
    if (action === 'comment') return sides.includes('buyer') && order.status === 'completed' && !order.commented;
    const t = REFUND_TRANSITIONS[action];
    return t.by.some((actor) => sides.includes(actor as 'buyer' | 'merchant')) && nextRefundStatus(state, action) !== undefined;
  });
}
