/** docs/api.md /api/lable/categories: the business categories an operator keeps; they change rarely. */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';
import type { LabelCategory } from './types';

export function getCategories(): Promise<LabelCategory[]> {
  return request('/api/lable/categories', {});
}

export function useCategories() {
  return useQuery({ queryKey: mapKeys.categories, queryFn: getCategories, staleTime: 10 * 60_000 });
}
