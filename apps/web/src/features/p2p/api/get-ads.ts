/**
 * docs/api.md /api/ctoc/getlist: open ads of others of one type, best price first, page by page, narrowed by
 * settlement, kind of payment method and amount when asked, or in one currency by providers and fiat amount.
 */
import type { ListPage, P2pAd, P2pAdType } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { adsBody, type AdFilter } from './ads-read';
import { p2pKeys } from './keys';

export type { AdFilter };

export function getAds(type: P2pAdType, filter: AdFilter, page: number): Promise<ListPage<P2pAd>> {
  return request('/api/ctoc/getlist', adsBody(type, filter, page));
}

export function useAds(type: P2pAdType, filter: AdFilter = {}) {
  return useInfiniteQuery({
    queryKey: [...p2pKeys.ads(type), filter],
    queryFn: ({ pageParam }) => getAds(type, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
