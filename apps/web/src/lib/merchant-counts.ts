/**
 * The merchant's order counts (extension /api/order/counts with role merchant; docs/api.md "Delivery addresses
 * and after-sale" → merchant view): per group, and `needs_action` as the server counts it — the Me tab's badge
 * and the shop's order centre share this query, so both show the same number.
 */
import type { OrderCounts } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function getMerchantCounts(): Promise<OrderCounts> {
  return request('/api/order/counts', { role: 'merchant' }, { quiet: true });
}

/** Under the shop feature's `shop` prefix, so every order step refreshes it. */
export const merchantCountsKey = ['shop', 'orders', 'counts', 'merchant'] as const;

export function useMerchantCounts(enabled = true) {
  return useQuery({ queryKey: merchantCountsKey, queryFn: getMerchantCounts, enabled });
}
