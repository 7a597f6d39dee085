/**
 * docs/api.md /api/ctoc/orderinfo: one of my orders. While it is open — waiting for the system (wallet), for
 * the buyer's payment, the seller's release or an operator (offchain) — it is re-read every few seconds, so
 * both sides see the other's step without reloading.
 */
import type { P2pOrder } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export const PENDING_POLL_MS = 5_000;

/** The statuses in which the other side or the system can still move the order. */
export const isOpenOrder = (status: P2pOrder['status'] | undefined) =>
  status === 'pending' || status === 'paid' || status === 'appeal';

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
      // Settled, released or returned while watched: the escrow moved, so every balance read so far is stale.
      if (isOpenOrder(before) && !isOpenOrder(order.status)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balances });
      }
      return order;
    },
    enabled: id > 0,
    staleTime: 0,
    refetchInterval: (query) => (isOpenOrder(query.state.data?.status) ? PENDING_POLL_MS : false),
  });
}
