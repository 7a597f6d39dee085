/**
 * The order the payment page pays, by id. API.md has no order-detail call, and only unpaid orders can
 * be paid, so it is looked up among the buyer's unpaid orders: `null` means it is no longer payable
 * (paid, cancelled or closed in the meantime) — or not this member's.
 */
import { LIMITS, type ListPage, type Order } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export async function getUnpaidOrder(id: number): Promise<Order | null> {
  const unpaid = await request<ListPage<Order>>('/api/order/getlist', { status: 'unpaid', page: 1, limit: LIMITS.pageSizeMax });
  return unpaid.data.find((order) => order.id === id) ?? null;
}

export function useUnpaidOrder(id: number) {
  return useQuery({ queryKey: shopKeys.order(id), queryFn: () => getUnpaidOrder(id), enabled: id > 0 });
}
