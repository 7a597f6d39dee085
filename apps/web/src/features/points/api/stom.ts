/** docs/api.md /api/user/stom: DGB points exchanged for the platform coin; every balance read refreshes after it. */
import type { StomBody, StomReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletKey } from '@/lib/wallet-balance';
import { request } from '@/lib/request';

export function stom(input: StomBody): Promise<StomReply> {
  return request('/api/user/stom', input, { loading: true });
}

export function useStom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stom, onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }) });
}
