/** docs/api.md /api/ctoc/submitc2c: posts an ad; its PI (sell) or quantity × price USDT (buy) goes into escrow. */
import type { P2pAd, SubmitAdBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { refreshAfterTrade } from './keys';

export function createAd(input: SubmitAdBody): Promise<P2pAd> {
  return request('/api/ctoc/submitc2c', input, { loading: true });
}

export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAd, onSettled: () => refreshAfterTrade(queryClient) });
}
