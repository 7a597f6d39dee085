/** The shop order's statuses (docs/product.md §4 "Shop order"), shared by the order's table and the refund's. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The four order groups of the Me tab and the order centres' tabs. */
export const ORDER_GROUPS = ['unpaid', 'paid', 'shipped', 'completed'] as const;
