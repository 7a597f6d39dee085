/** POST /api/admin/dashboard (docs/api.md "Operators' dashboard"): the parts the operator's role may open. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export const dashboardQuery = () =>
  queryOptions({ queryKey: queryKeys.dashboard, queryFn: () => api('dashboard'), refetchInterval: 60_000 });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
