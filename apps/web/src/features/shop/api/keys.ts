/** Query keys of the shop feature: every product and order read shares the `shop` prefix. */
export const shopKeys = {
  all: ['shop'] as const,
  products: ['shop', 'products'] as const,
  product: (id: number) => ['shop', 'product', id] as const,
  orders: ['shop', 'orders'] as const,
  order: (id: number) => ['shop', 'order', id] as const,
};

/** The next page of a standard list reply (docs/api.md "Conventions": lists). */
export function nextPage(last: { current_page: number; last_page: number }): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}
