/** POST /api/admin/user/list { keyword?, page } (docs/api.md "Admin"). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiListBody } from '@/lib/api.ts';

/** The search box's text, kept even when empty; it is left out of the request then. */
export type MembersQuery = ApiListBody<'user/list'> & { keyword: string };

export const membersQuery = (query: MembersQuery) =>
  queryOptions({
    queryKey: [...queryKeys.members, query],
    queryFn: () => api('user/list', { ...query, keyword: query.keyword || undefined }),
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useQuery(membersQuery(query));
}
