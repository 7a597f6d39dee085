/** docs/api.md /api/user/tcconfig: withdrawal fee, minimum, daily limit by level, today's usage, bound addresses. */
import type { Coin, TcConfig } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { walletKey } from '@/lib/wallet-balance';

export function getTcConfig(coin: Coin): Promise<TcConfig> {
  return request('/api/user/tcconfig', { coin });
}

export function useTcConfig(coin: Coin | undefined) {
  return useQuery({ queryKey: [...walletKey, 'tcconfig', coin], queryFn: () => getTcConfig(coin!), enabled: Boolean(coin) });
}
