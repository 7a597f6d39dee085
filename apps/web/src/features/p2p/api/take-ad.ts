/**
 * docs/api.md /api/ctoc/buy (take a sell ad) and /api/ctoc/sale (take a buy ad): one call each, the same
 * body and reply; the taker's side goes into escrow at once and the order waits for system confirmation.
 */
import type { P2pAdType, P2pOrder, PostPath, TakeAdBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { refreshAfterTrade } from './keys';

/** A sell ad is bought, a buy ad is sold to. */
export const TAKE_PATH = { sell: '/api/ctoc/buy', buy: '/api/ctoc/sale' } as const satisfies Record<P2pAdType, PostPath>;

export function takeAd(adType: P2pAdType, input: TakeAdBody): Promise<P2pOrder> {
  return request(TAKE_PATH[adType], input, { loading: true });
}

export function useTakeAd(adType: P2pAdType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TakeAdBody) => takeAd(adType, input),
    onSettled: () => refreshAfterTrade(queryClient),
  });
}
