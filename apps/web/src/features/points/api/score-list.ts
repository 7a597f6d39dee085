/** docs/api.md /api/user/getscorelist: the DGB points or go score log, newest first, page by page. */
import type { ListPage, PointType, WalletLogItem } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { walletKey } from '@/lib/wallet-balance';
import { request } from '@/lib/request';

export function getScoreList(type: PointType, page: number): Promise<ListPage<WalletLogItem>> {
  return request('/api/user/getscorelist', { type, page });
}

export function useScoreList(type: PointType) {
  return useInfiniteQuery({
    queryKey: [...walletKey, 'scores', type],
    queryFn: ({ pageParam }) => getScoreList(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
