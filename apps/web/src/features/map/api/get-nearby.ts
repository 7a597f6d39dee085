/**
 * docs/api.md /api/lable/nearby: labels around a point sorted by distance. The map asks for its visible area a few
 * pages at a time; the search box and the results page ask with a keyword.
 */
import type { ListPage, NearbyBody } from '@app/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';
import type { NearbyLabel } from './types';

export type NearbyParams = Omit<NearbyBody, 'page' | 'limit'>;

export const NEARBY_PAGE_MAX = 100;
/** The map shows at most this many pages per view: the nearest few hundred, clustered. */
export const VIEW_PAGES = 3;

export function getNearby(params: NearbyParams, page: number, limit = 20): Promise<ListPage<NearbyLabel>> {
  return request('/api/lable/nearby', { ...params, page, limit });
}

/** Every label of the view, the nearest first, up to VIEW_PAGES full pages. */
export async function getViewLabels(params: NearbyParams): Promise<NearbyLabel[]> {
  const labels: NearbyLabel[] = [];
  for (let page = 1; page <= VIEW_PAGES; page++) {
    const reply = await getNearby(params, page, NEARBY_PAGE_MAX);
    labels.push(...reply.data);
    if (reply.current_page >= reply.last_page) break;
  }
  return labels;
}

export function useViewNearby(params: NearbyParams | null) {
  return useQuery({
    queryKey: mapKeys.nearby({ view: params }),
    queryFn: () => getViewLabels(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Keyword search (the home search box, the results page): 20 a page. */
export function useNearbySearch(params: NearbyParams | null) {
  return useInfiniteQuery({
    queryKey: mapKeys.nearby({ search: params }),
    queryFn: ({ pageParam }) => getNearby(params!, pageParam),
    enabled: params !== null,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
