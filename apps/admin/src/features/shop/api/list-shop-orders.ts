/**
 * POST /api/admin/shop/orders { page, order_no?, buyer?, shop?, status? } (docs/api.md "Admin": all
 * orders with search). Orders change as members pay, ship and receive, so the list refreshes itself.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiListBody } from '@/lib/api.ts';

export type ShopOrdersQuery = ApiListBody<'shop/orders'>;

export const shopOrdersKey = ['admin', 'shop', 'orders'] as const;

export function useShopOrders(query: ShopOrdersQuery) {
  return useQuery({
    queryKey: [...shopOrdersKey, query],
    queryFn: () => api('shop/orders', query),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
