/** docs/api.md /api/ctoc/cancelad: withdraws my ad; what remains of its escrow returns to me. */
import type { P2pAd } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { refreshAfterTrade } from './keys';

export type CancelledAd = P2pAd & { released: string };

export function cancelAd(id: number): Promise<CancelledAd> {
  return request('/api/ctoc/cancelad', { id }, { loading: true });
}

export function useCancelAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAd, onSettled: () => refreshAfterTrade(queryClient) });
}
