/**
 * The order the payment page pays (extension /api/order/detail: one order for its buyer or merchant).
 * It is payable while the server offers its reader `pay` (docs/architecture.md "Allowed actions"): `null`
 * means it no longer is (paid, cancelled, closed or its payment window over meanwhile).
 */
import type { Order } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export async function getPayableOrder(id: number): Promise<Order | null> {
  const order = await request('/api/order/detail', { id });
  return order.actions.includes('pay') ? order : null;
}

export function usePayableOrder(id: number) {
  return useQuery({ queryKey: shopKeys.order(id), queryFn: () => getPayableOrder(id), enabled: id > 0 });
}

/** One order as its reader sees it, whatever its status (the timeline screen). */
export function useOrder(id: number) {
  return useQuery({
    queryKey: [...shopKeys.order(id), 'full'],
    queryFn: (): Promise<Order> => request('/api/order/detail', { id }),
    enabled: id > 0,
  });
}
