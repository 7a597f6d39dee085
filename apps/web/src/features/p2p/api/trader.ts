/**
 * docs/api.md /api/ctoc/trader: a member's trading record, computed by the server from their orders. One
 * query per member, shared by every ad and order that names them.
 */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

/** A record moves only when an order ends; a minute old is fresh enough for a list of ads. */
const RECORD_STALE_MS = 60_000;

export function useTrader(userId: number) {
  return useQuery({
    queryKey: p2pKeys.trader(userId),
    queryFn: () => request('/api/ctoc/trader', { user_id: userId }),
    enabled: userId > 0,
    staleTime: RECORD_STALE_MS,
  });
}
