/** /api/shop/merchantstats (docs/api.md "Shop marketplace": merchant figures): the merchant's own shop figures. */
import type { MerchantStats } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export const getMerchantStats = (): Promise<MerchantStats> => request('/api/shop/merchantstats', {});

export function useMerchantStats() {
  return useQuery({ queryKey: [...shopKeys.orders, 'stats'], queryFn: getMerchantStats, staleTime: 60_000 });
}
