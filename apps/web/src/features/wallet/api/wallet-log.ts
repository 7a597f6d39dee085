/** docs/api.md /api/user/getwaletlog: the balance log, newest first, optionally one coin, page by page. */
import type { Coin, ListPage, WalletLogItem } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { walletKey } from '@/lib/wallet-balance';

export function getWalletLog(coin: Coin | undefined, page: number): Promise<ListPage<WalletLogItem>> {
  return request('/api/user/getwaletlog', coin ? { coin, page } : { page });
}

export function useWalletLog(coin: Coin | undefined) {
  return useInfiniteQuery({
    queryKey: [...walletKey, 'log', coin ?? 'all'],
    queryFn: ({ pageParam }) => getWalletLog(coin, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
