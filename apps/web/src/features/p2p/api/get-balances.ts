/**
 * docs/api.md /api/ctoc/getwallet, read under the wallet's own query key so the wallet screens and these share
 * one cache: what the member can put into an ad or a trade.
 */
import type { WalletBalance } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function getBalances(): Promise<WalletBalance[]> {
  return request('/api/ctoc/getwallet');
}

export function useBalances() {
  return useQuery({ queryKey: p2pKeys.balances, queryFn: getBalances });
}
