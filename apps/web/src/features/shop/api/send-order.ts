/** docs/api.md /api/order/sendorder: the merchant ships a paid order with the carrier and tracking number. */
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';
import type { Order, OrderSendBody } from '@app/contract';

export function sendOrder(input: OrderSendBody): Promise<Order> {
  return request('/api/order/sendorder', input, { loading: true });
}

export const useSendOrder = () => useOrderMutation(sendOrder);
