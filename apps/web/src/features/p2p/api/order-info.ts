/**
 * docs/api.md /api/ctoc/orderinfo: one of my orders. While it waits for system confirmation it is re-read
 * every few seconds, so both sides see it complete or expire without reloading.
 */
import type { P2pOrder } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export const PENDING_POLL_MS = 5_000;

export function getOrderInfo(id: number): Promise<P2pOrder> {
  return request('/api/ctoc/orderinfo', { id });
}

export function useOrderInfo(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: p2pKeys.order(id),
    queryFn: async () => {
      const before = queryClient.getQueryData<P2pOrder>(p2pKeys.order(id))?.status;
      const order = await getOrderInfo(id);
      // Confirmed or expired while watched: the escrow moved, so every balance read so far is out of date.
      if (before === 'pending' && order.status !== 'pending') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balances });
      }
      return order;
    },
    enabled: id > 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
