/** docs/api.md /api/ctoc/getlistbs: my PI orders (as either side), optionally of one status, newest first. */
import type { ListPage, P2pOrderStatusWord, P2pOrder } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function getMyOrders(status: P2pOrderStatusWord | '', page: number): Promise<ListPage<P2pOrder>> {
  return request('/api/ctoc/getlistbs', { ...(status ? { status } : {}), page });
}

export function useMyOrders(status: P2pOrderStatusWord | '' = '') {
  return useInfiniteQuery({
    queryKey: p2pKeys.orders(status),
    queryFn: ({ pageParam }) => getMyOrders(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
