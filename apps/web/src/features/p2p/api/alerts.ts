/**
 * docs/api.md "P2P in the members' own money" → "Alerts": my offer alerts (at most 10), adding one (side,
 * currency, providers, price limit) and deleting one. A matching new or repriced ad raises a `p2p_alert` notice.
 */
import type { AddAlertBody, P2pAlert } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function useAlerts() {
  return useQuery({ queryKey: p2pKeys.alerts, queryFn: (): Promise<P2pAlert[]> => request('/api/ctoc/alerts', {}) });
}

export function useAddAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAlertBody): Promise<P2pAlert> => request('/api/ctoc/addalert', body, { loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: p2pKeys.alerts }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('/api/ctoc/delalert', { id }, { loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: p2pKeys.alerts }),
  });
}
