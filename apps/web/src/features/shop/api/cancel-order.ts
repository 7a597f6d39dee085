/** docs/api.md /api/order/cancel: the buyer cancels an order while it is unpaid. */
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';
import type { Order } from '@app/contract';

export function cancelOrder(id: number): Promise<Order> {
  return request('/api/order/cancel', { id }, { loading: true });
}

export const useCancelOrder = () => useOrderMutation(cancelOrder);
