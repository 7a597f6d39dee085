/**
 * docs/api.md "P2P in the members' own money" → "Block and trust": the traders I trust (`trustlist`, newest
 * first, at most 100) and those I blocked (`blocklist`, the chat's list), and marking or unmarking one as trusted.
 * Either change alters which ads my market shows, so the market is read again.
 */
import type { BlocklistReply, TrustListReply } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

/** More than one page of blocked members is rare; the first 100 are listed. */
const BLOCKED_SHOWN = 100;

export function useTrustList() {
  return useQuery({ queryKey: p2pKeys.trustList, queryFn: (): Promise<TrustListReply> => request('/api/ctoc/trustlist', {}) });
}

export function useBlockList() {
  return useQuery({
    queryKey: p2pKeys.blockList,
    queryFn: (): Promise<BlocklistReply> => request('/api/ctoc/blocklist', { page: 1, limit: BLOCKED_SHOWN }),
  });
}

export function useTrustTrader(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trusted: boolean): Promise<{ trusted: boolean }> =>
      request('/api/ctoc/trust', { user_id: userId, trusted }, { loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: p2pKeys.all }),
  });
}
