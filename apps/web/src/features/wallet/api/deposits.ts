/**
 * docs/api.md /api/user/deposits: the member's deposits, newest first, page by page. While the page is in
 * view the list asks again every few seconds — a transfer the chain watcher has just seen appears, and its
 * confirmations and credit show, without a reload (a member who has just sent a transfer waits here) — and
 * the wallet's balances are refreshed when one passes. Less often once nothing is open.
 */
import type { DepositRecord, ListPage } from '@app/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { request } from '@/lib/request';
import { walletKey } from '@/lib/wallet-balance';

const POLL_MS = 3_000;
const IDLE_POLL_MS = 6_000;

export function getDeposits(page: number): Promise<ListPage<DepositRecord>> {
  return request('/api/user/deposits', { page });
}

const open = (d: DepositRecord) => d.status === 'pending' || d.status === 'confirming';

export function useDeposits() {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: ['wallet-deposits'],
    queryFn: ({ pageParam }) => getDeposits(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.data.some(open)) ? POLL_MS : IDLE_POLL_MS),
  });
  const passed = query.data?.pages.flatMap((p) => p.data.filter((d) => d.status === 'passed').map((d) => d.id)) ?? [];
  const seen = useRef<string>(undefined);
  const key = passed.join(',');
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== key) void client.invalidateQueries({ queryKey: walletKey });
    seen.current = key;
  }, [client, key]);
  return query;
}
