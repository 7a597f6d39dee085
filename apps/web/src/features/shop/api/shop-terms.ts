/** Extension /api/shop/terms: the platform fee rate (and periods) a merchant reads before listing goods. */
import type { ShopTerms } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export function useShopTerms() {
  return useQuery({
    queryKey: [...shopKeys.all, 'terms'],
    queryFn: (): Promise<ShopTerms> => request('/api/shop/terms', {}),
    staleTime: 60_000,
  });
}
