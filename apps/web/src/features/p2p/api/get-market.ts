/** docs/api.md /api/ctoc/getlistall: last price, 24 h change and volume, and the latest trades (anonymised). */
import type { MarketOverview } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function getMarket(coin = 'PI'): Promise<MarketOverview> {
  return request<MarketOverview>('/api/ctoc/getlistall', { coin });
}

export function useMarket(coin = 'PI') {
  return useQuery({ queryKey: p2pKeys.market(coin), queryFn: () => getMarket(coin) });
}
