/**
 * docs/api.md "P2P with payment methods": the member's own payment methods (at most 10), which off-chain sell
 * ads name and their buyers pay to.
 */
import type { PayMethod, SavePayMethodBody } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function usePayMethods() {
  return useQuery({ queryKey: p2pKeys.payMethods, queryFn: () => request('/api/ctoc/paymethods', {}) });
}

export function useSavePayMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayMethodBody): Promise<PayMethod> => request('/api/ctoc/savepaymethod', body, { loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: p2pKeys.payMethods }),
  });
}

export function useDeletePayMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('/api/ctoc/delpaymethod', { id }, { loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: p2pKeys.payMethods }),
  });
}
