/** docs/api.md /api/order/create: an unpaid order for a quantity of one product. */
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';
import type { Order, OrderCreateBody } from '@app/contract';

export function createOrder(input: OrderCreateBody): Promise<Order> {
  return request('/api/order/create', input, { loading: true });
}

export const useCreateOrder = () => useOrderMutation(createOrder);
