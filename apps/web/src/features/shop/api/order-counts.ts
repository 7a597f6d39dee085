/** The merchant's orders per group (the order-group counts extension of docs/api.md "Shop marketplace"). */
import type { OrderCounts } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export function getMerchantCounts(): Promise<OrderCounts> {
  return request('/api/order/counts', { role: 'merchant' });
}

export function useMerchantCounts(enabled = true) {
  return useQuery({ queryKey: [...shopKeys.orders, 'counts', 'merchant'], queryFn: getMerchantCounts, enabled });
}
