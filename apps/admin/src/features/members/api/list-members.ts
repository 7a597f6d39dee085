/** POST /api/admin/user/list { keyword?, page } (docs/api.md "Admin"). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export interface MembersQuery {
  keyword: string;
  page: number;
  limit: number;
}

export const membersQuery = (query: MembersQuery) =>
  queryOptions({
    queryKey: [...queryKeys.members, query],
    queryFn: () => api('user/list', { ...query, keyword: query.keyword || undefined }),
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useQuery(membersQuery(query));
}
