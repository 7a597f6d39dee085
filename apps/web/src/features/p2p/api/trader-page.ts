/**
 * docs/api.md "P2P in the members' own money" → "Trader page", "Block and trust": one trader's record, newest
 * feedback and open ads, and blocking or unblocking them (the chat's block: one list for both).
 */
import type { TraderPage } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function useTraderPage(userId: number) {
  return useQuery({
    queryKey: p2pKeys.trader(userId),
    queryFn: (): Promise<TraderPage> => request('/api/ctoc/traderpage', { user_id: userId }),
    enabled: userId > 0,
  });
}

/** Blocking hides the trader's ads from my market, so the market is read again too. */
export function useBlockTrader(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      request(block ? '/api/ctoc/block' : '/api/ctoc/unblock', { user_id: userId }, { loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: p2pKeys.all }),
  });
}
