/**
 * The console's report calls (docs/api.md "Chat in context"): the queue of members' reports with the reported
 * content, and one decision per report (hide, warn, freeze, dismiss). A decision refreshes the queue, the
 * member list (a freeze) and the audit log.
 */
import type { ReportAction } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiBody, type ApiListBody } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const reportsKey = ['admin', 'reports'] as const;

export type ReportsQuery = ApiListBody<'report/list'>;

export function useReports(query: ReportsQuery) {
  return useQuery({
    queryKey: [...reportsKey, query],
    queryFn: () => api('report/list', query),
    placeholderData: keepPreviousData,
  });
}

export type DecideInput = ApiBody<'report/decide'>;

const DONE: Record<ReportAction, string> = {
  hide: 'reports.done_hide',
  warn: 'reports.done_warn',
  freeze: 'reports.done_freeze',
  dismiss: 'reports.done_dismiss',
};

export function useDecideReport() {
  return useConsoleChange(
    (body: DecideInput) => api('report/decide', body),
    (r) => i18n.t(DONE[r.action ?? 'dismiss'], { id: r.id }),
    [reportsKey, queryKeys.members],
  );
}
