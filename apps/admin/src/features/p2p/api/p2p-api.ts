/**
 * The console's P2P calls (docs/api.md "Admin": P2P orders awaiting confirmation): orders
 * and ads lists, confirming or cancelling an order, hiding an ad. Changes refresh these lists, the review
 * queue (held orders appear there too) and the audit log.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiListBody } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const p2pKey = ['admin', 'p2p'] as const;

export type OrdersQuery = ApiListBody<'p2p/orders'>;

export function useP2pOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: [...p2pKey, 'orders', query],
    queryFn: () => api('p2p/orders', query),
    placeholderData: keepPreviousData,
    // The payment window is minutes long: keep the queue and its countdowns current.
    refetchInterval: 15_000,
  });
}

export type AdsQuery = ApiListBody<'p2p/ads'>;

export function useP2pAds(query: AdsQuery) {
  return useQuery({
    queryKey: [...p2pKey, 'ads', query],
    queryFn: () => api('p2p/ads', query),
    placeholderData: keepPreviousData,
  });
}

function useP2pChange<I, R>(fn: (input: I) => Promise<R>, done: (result: R) => string) {
  return useConsoleChange(fn, done, [p2pKey, queryKeys.review]);
}

export function useConfirmOrder() {
  return useP2pChange(
    (id: number) => api('p2p/confirm', { id }),
    (o) => i18n.t('p2p.confirmed', { order: o.order_no }),
  );
}

export function useCancelOrder() {
  return useP2pChange(
    (body: { id: number; reason: string }) => api('p2p/cancel', body),
    (o) => i18n.t('p2p.cancelled', { order: o.order_no }),
  );
}

export function useHideAd() {
  return useP2pChange(
    (body: { id: number; reason: string }) => api('p2p/hide', body),
    (ad) => i18n.t('p2p.ad_hidden', { id: ad.id, amount: `${ad.released} ${ad.frozen_coin}`, member: ad.username }),
  );
}
