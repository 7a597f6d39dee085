/**
 * docs/api.md "Deposits": /api/user/withdrawals (mine, newest first, page by page) and /withdrawals/pending (per
 * coin, what is still in review or in transit). While one is in review or in transit the list asks again now
 * and then, so its payout shows without a reload.
 */
import type { ListPage, MyWithdrawal, PendingWithdrawals } from '@app/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { walletKey } from '@/lib/wallet-balance';

const POLL_MS = 10_000;

export const withdrawalsKey = [...walletKey, 'withdrawals'] as const;

export function getWithdrawals(page: number): Promise<ListPage<MyWithdrawal>> {
  return request('/api/user/withdrawals', { page });
}

const open = (w: MyWithdrawal) => w.status === 'pending' || w.status === 'passed';

export function useWithdrawals() {
  return useInfiniteQuery({
    queryKey: withdrawalsKey,
    queryFn: ({ pageParam }) => getWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.data.some(open)) ? POLL_MS : false),
  });
}

export function getPendingWithdrawals(): Promise<PendingWithdrawals> {
  return request('/api/user/withdrawals/pending', {});
}

export function usePendingWithdrawals() {
  return useQuery({ queryKey: [...walletKey, 'withdrawals-pending'], queryFn: getPendingWithdrawals });
}
