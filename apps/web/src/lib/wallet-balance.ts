/** docs/api.md /api/ctoc/getwallet: available and frozen balance of every coin. */
import type { WalletBalance } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

/** Every read of the member's money shares this prefix, so a money move refreshes all of them. */
export const walletKey = ['wallet', 'member'] as const;

export function getWallet(): Promise<WalletBalance[]> {
  return request('/api/ctoc/getwallet');
}

export function useWallet() {
  return useQuery({ queryKey: [...walletKey, 'balances'], queryFn: getWallet });
}
