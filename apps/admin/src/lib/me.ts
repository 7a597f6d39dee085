/**
 * POST /api/admin/me: the signed-in operator and what their role allows. Shared by the console shell (the
 * menu) and every feature that hides what the role cannot use, so it lives outside the features.
 */
import type { AdminPermission } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export const meQuery = () => queryOptions({ queryKey: queryKeys.me, queryFn: () => api('me'), staleTime: 5 * 60_000 });

export function useMe() {
  return useQuery(meQuery());
}

export function useCan(permission: AdminPermission): boolean {
  return useMe().data?.permissions.includes(permission) ?? false;
}
