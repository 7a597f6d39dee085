/**
 * The order the payment page pays (extension /api/order/detail: one order for its buyer or merchant).
 * Only unpaid orders can be paid: `null` means it is no longer payable (paid, cancelled or closed meanwhile).
 */
import type { Order } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export async function getPayableOrder(id: number): Promise<Order | null> {
  const order = await request('/api/order/detail', { id });
  return order.status === 'unpaid' ? order : null;
}

export function usePayableOrder(id: number) {
  return useQuery({ queryKey: shopKeys.order(id), queryFn: () => getPayableOrder(id), enabled: id > 0 });
}
