/** docs/api.md /api/order/pay: the price moves into escrow and the stock is reserved, with the payment password. */
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';
import type { Order, OrderPayBody } from '@app/contract';

export function payOrder(input: OrderPayBody): Promise<Order> {
  return request('/api/order/pay', input, { loading: true });
}

export const usePayOrder = () => useOrderMutation(payOrder);
