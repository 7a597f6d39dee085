/** docs/api.md /api/lable/categories: the business categories an operator keeps; they change rarely. */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';
import type { LabelCategory } from './types';

export function getCategories(): Promise<LabelCategory[]> {
  return request('/api/lable/categories', {});
}

/** `enabled: false` waits until the list is needed (the home map asks only once a filter uses it). */
export function useCategories(enabled = true) {
  return useQuery({ queryKey: mapKeys.categories, queryFn: getCategories, staleTime: 10 * 60_000, enabled });
}
