/** docs/api.md /api/ctoc/getlistall: last price, 24 h change and volume, and the latest trades (anonymised). */
import type { MarketOverview, P2pCoin } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function getMarket(coin: P2pCoin = 'PI'): Promise<MarketOverview> {
  return request('/api/ctoc/getlistall', { coin });
}

export function useMarket(coin: P2pCoin = 'PI') {
  return useQuery({ queryKey: p2pKeys.market(coin), queryFn: () => getMarket(coin) });
}
