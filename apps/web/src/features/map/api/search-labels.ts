/**
 * docs/api.md /api/lable/search: shops (name, address, category) and goods (name, description) matching a keyword,
 * in two groups, each paged; the map's filters apply to both.
 */
import type { LabelSearchBody, LabelSearchReply } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';

export type SearchParams = Omit<LabelSearchBody, 'page' | 'limit'>;

export function searchLabels(params: SearchParams, page: number, limit = 20): Promise<LabelSearchReply> {
  return request('/api/lable/search', { ...params, page, limit });
}

/** A next page is asked while either group has more. */
export function useLabelSearch(params: SearchParams | null) {
  return useInfiniteQuery({
    queryKey: mapKeys.search(params ?? {}),
    queryFn: ({ pageParam }) => searchLabels(params!, pageParam),
    enabled: params !== null,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.shops.current_page < last.shops.last_page || last.goods.current_page < last.goods.last_page
        ? last.shops.current_page + 1
        : undefined,
  });
}
