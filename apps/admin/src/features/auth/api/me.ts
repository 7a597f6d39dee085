/** POST /api/admin/me: the signed-in operator and what their role allows (drives the menu). */
import type { AdminMeReply, AdminPermission } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export const meQuery = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: () => api<AdminMeReply>('me'), staleTime: 5 * 60_000 });

export function useMe() {
  return useQuery(meQuery());
}

export function useCan(permission: AdminPermission): boolean {
  return useMe().data?.permissions.includes(permission) ?? false;
}
