/** docs/api.md /api/order/receiveorder: the buyer confirms receipt, which releases the escrow to the merchant. */
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';
import type { Order } from '@app/contract';

export function receiveOrder(id: number): Promise<Order> {
  return request('/api/order/receiveorder', { id }, { loading: true });
}

export const useReceiveOrder = () => useOrderMutation(receiveOrder);
