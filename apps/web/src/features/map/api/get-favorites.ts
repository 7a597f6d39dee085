/** docs/api.md /api/lable/favorites: the member's favourite labels, page by page. */
import type { ListPage } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';
import type { FavoriteItem } from './types';

export function getFavorites(page: number): Promise<ListPage<FavoriteItem>> {
  return request('/api/lable/favorites', { page });
}

export function useFavorites() {
  return useInfiniteQuery({
    queryKey: mapKeys.favorites,
    queryFn: ({ pageParam }) => getFavorites(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
