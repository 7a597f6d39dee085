/** POST /api/admin/review/kinds: the queues that features have registered so far. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export const reviewKindsQuery = () => queryOptions({ queryKey: queryKeys.reviewKinds, queryFn: () => api('review/kinds') });

export function useReviewKinds() {
  return useQuery(reviewKindsQuery());
}
