/**
 * POST /api/admin/user/adjust { user_id, coin, amount (signed), reason }: a ledger posting, audited. The
 * refusal (e.g. a debit beyond the available balance) is shown in the form, so no toast; on success the
 * member's balances, history and the audit log are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiBody } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

export type AdjustInput = ApiBody<'user/adjust'>;

export const adjustBalance = (input: AdjustInput) => api('user/adjust', input);

export function useAdjustBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    meta: { inlineErrors: true },
    onSuccess: (done) => {
      notify.success(i18n.t('members.adjusted', { amount: `${done.amount} ${done.coin}`, available: done.available }));
      void client.invalidateQueries({ queryKey: [...queryKeys.memberBalances, done.user_id] });
      void client.invalidateQueries({ queryKey: queryKeys.memberLedger });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
