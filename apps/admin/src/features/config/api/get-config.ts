/** POST /api/admin/config/get: every setting with value, default and editor type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export const configQuery = () => queryOptions({ queryKey: queryKeys.config, queryFn: () => api('config/get') });

export function useConfig() {
  return useQuery(configQuery());
}
