/** docs/api.md /api/ctoc/getlist: open ads of others of one type, best price first, page by page. */
import type { ListPage, P2pAd, P2pAdType } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function getAds(type: P2pAdType, page: number): Promise<ListPage<P2pAd>> {
  return request('/api/ctoc/getlist', { type, coin: 'PI', page });
}

export function useAds(type: P2pAdType) {
  return useInfiniteQuery({
    queryKey: p2pKeys.ads(type),
    queryFn: ({ pageParam }) => getAds(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
