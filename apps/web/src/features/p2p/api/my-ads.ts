/** docs/api.md /api/ctoc/myads: my advertisements with what remains of each, newest first. */
import type { ListPage, P2pAdStatus, P2pAd } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function getMyAds(status: P2pAdStatus | '', page: number): Promise<ListPage<P2pAd>> {
  return request('/api/ctoc/myads', { ...(status ? { status } : {}), page });
}

export function useMyAds(status: P2pAdStatus | '' = '') {
  return useInfiniteQuery({
    queryKey: p2pKeys.myAds(status),
    queryFn: ({ pageParam }) => getMyAds(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
