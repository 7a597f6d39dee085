/**
 * POST /api/admin/shop/orders { page, order_no?, buyer?, shop?, status? } (docs/api.md "Admin": all
 * orders with search). Orders change as members pay, ship and receive, so the list refreshes itself.
 */
import type { OrderStatus } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export interface ShopOrdersQuery {
  page: number;
  limit: number;
  order_no?: string;
  buyer?: string;
  shop?: string;
  status?: OrderStatus;
}

export const shopOrdersKey = ['admin', 'shop', 'orders'] as const;

export function useShopOrders(query: ShopOrdersQuery) {
  return useQuery({
    queryKey: [...shopOrdersKey, query],
    queryFn: () => api('shop/orders', query),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
