/**
 * Query keys of the P2P market. Every money move here also changes the member's balances, which other
 * screens read under `queryKeys.balances`; mutations invalidate both.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';

export const p2pKeys = {
  all: ['p2p'] as const,
  market: (coin: string) => ['p2p', 'market', coin] as const,
  ads: (type: string) => ['p2p', 'ads', type] as const,
  myAds: (status: string) => ['p2p', 'my-ads', status] as const,
  orders: (status: string) => ['p2p', 'orders', status] as const,
  order: (id: number) => ['p2p', 'order', id] as const,
  payMethods: ['p2p', 'pay-methods'] as const,
  currencies: ['p2p', 'currencies'] as const,
  providers: (fiat: string) => ['p2p', 'providers', fiat] as const,
  trader: (userId: number) => ['p2p', 'trader', userId] as const,
  alerts: ['p2p', 'alerts'] as const,
  trustList: ['p2p', 'trust-list'] as const,
  blockList: ['p2p', 'block-list'] as const,
  balances: [...queryKeys.balances, 'member', 'balances'] as const,
};

/** After posting, cancelling or taking an ad: the market, my lists and my balances are all stale. */
export function refreshAfterTrade(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: p2pKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.balances }),
  ]).then(() => undefined);
}
