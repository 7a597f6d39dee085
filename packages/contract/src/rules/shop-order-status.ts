/** The shop order's statuses (spec §4 "Shop order"), shared by the order's table and the refund's. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
