/** docs/api.md /api/article/attention (whom I follow) and /api/article/fans (who follows me), newest first. */
import type { FollowMember, ListPage } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { followsKey, nextPage } from './keys';

export type FollowSide = 'fans' | 'attention';

export function getFollows(side: FollowSide, page: number): Promise<ListPage<FollowMember>> {
  return request(`/api/article/${side}`, { page });
}

export function useFollows(side: FollowSide) {
  return useInfiniteQuery({
    queryKey: followsKey(side),
    queryFn: ({ pageParam }) => getFollows(side, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
