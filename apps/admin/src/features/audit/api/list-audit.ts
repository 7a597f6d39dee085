/** POST /api/admin/audit/list { page, action? } (docs/api.md "Admin": an audit log of every admin action). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiListBody } from '@/lib/api.ts';

export type AuditQuery = ApiListBody<'audit/list'>;

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...queryKeys.audit, query],
    queryFn: () => api('audit/list', query),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQuery(query));
}
