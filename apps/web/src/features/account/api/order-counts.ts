/** The Me tab's order groups (docs/product.md §2 "Me": to pay, to ship, to receive, completed): the shop's /api/order/counts. */
import type { OrderCounts } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { useSignedIn } from '@/lib/session';

export function getOrderCounts(): Promise<OrderCounts> {
  return request('/api/order/counts', { role: 'buyer' });
}

export const orderCountsKey = [...queryKeys.user, 'order-counts'] as const;

/** Only asks while signed in; a guest sees zeros. */
export function useOrderCounts() {
  return useQuery({ queryKey: orderCountsKey, queryFn: getOrderCounts, enabled: useSignedIn() });
}
