/**
 * The console's Pi payments (docs/api.md "Pi app (Pi mode)" → "Console"): the Pi wallet deposits not completed,
 * oldest first, and a retry of one's completion now. Pi mode's status says whether there is anything to list
 * (outside Pi mode the list answers 404).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiListBody } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const paymentsKey = ['admin', 'pi', 'payments'] as const;

export function usePiMode() {
  return useQuery({ queryKey: queryKeys.piStatus, queryFn: () => api('pi/status'), staleTime: Infinity });
}

export function usePiPayments(query: ApiListBody<'pi/payments'>, enabled: boolean) {
  return useQuery({
    queryKey: [...paymentsKey, query],
    queryFn: () => api('pi/payments', query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRetryPiPayment() {
  return useConsoleChange(
    (identifier: string) => api('pi/retry', { identifier }),
    ({ payment }) =>
      payment.state === 'completed'
        ? i18n.t('pi.retried_completed', { id: payment.identifier })
        : i18n.t('pi.retried_open', { id: payment.identifier }),
    [paymentsKey, queryKeys.review],
  );
}
