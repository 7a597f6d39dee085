/**
 * docs/api.md /api/order/getlist (the buyer's orders) and /api/order/getsjlist (the merchant's), by status,
 * page by page.
 */
import type { ListPage, Order, OrderStatus, PostPath } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { nextPage, shopKeys } from './keys';

export type OrderSide = 'buyer' | 'merchant';

const PATHS = { buyer: '/api/order/getlist', merchant: '/api/order/getsjlist' } as const satisfies Record<OrderSide, PostPath>;

/** `all`: every order of the reader's side, whatever its status (the server's list without `status`). */
export function getOrders(side: OrderSide, status: OrderStatus | 'all', page: number): Promise<ListPage<Order>> {
  return request(PATHS[side], status === 'all' ? { page } : { status, page });
}

export function useOrders(side: OrderSide, status: OrderStatus | 'all') {
  return useInfiniteQuery({
    queryKey: [...shopKeys.orders, side, status],
    queryFn: ({ pageParam }) => getOrders(side, status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
