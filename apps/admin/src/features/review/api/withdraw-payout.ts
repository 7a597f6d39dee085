/**
 * The payout of a passed withdrawal (docs/api.md "Deposits": withdrawals paid out): POST /api/admin/withdraw/paid
 * { id, hash } or /withdraw/fail { id, reason }. A second outcome is refused (409); the queue refreshes either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiBody } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

type Outcome = { paid: ApiBody<'withdraw/paid'> } | { fail: ApiBody<'withdraw/fail'> };

export const settlePayout = (outcome: Outcome) =>
  'paid' in outcome ? api('withdraw/paid', outcome.paid) : api('withdraw/fail', outcome.fail);

export function useSettlePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settlePayout,
    onSuccess: (row) => notify.success(i18n.t(row.status === 'paid' ? 'payout.recorded' : 'payout.failed', { id: row.id })),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.review });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
