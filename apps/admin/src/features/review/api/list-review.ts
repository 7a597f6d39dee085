/**
 * POST /api/admin/review/list { kind, status?, page } (docs/api.md "Admin"). A kind no feature has registered
 * yet answers with a refusal, which the page shows in place of the table, so no toast here.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiListBody } from '@/lib/api.ts';

export type ReviewQuery = ApiListBody<'review/list'>;

export const reviewQuery = (query: ReviewQuery) =>
  queryOptions({
    queryKey: [...queryKeys.review, query],
    queryFn: () => api('review/list', query),
    placeholderData: keepPreviousData,
    // Pending deposits carry confirmations read from the chain on each load: kept current while the queue is open.
    refetchInterval: query.kind === 'deposit' && query.status === 'pending' ? 15_000 : false,
    retry: false,
    meta: { inlineErrors: true },
  });

export function useReviewList(query: ReviewQuery, enabled = true) {
  return useQuery({ ...reviewQuery(query), enabled });
}
