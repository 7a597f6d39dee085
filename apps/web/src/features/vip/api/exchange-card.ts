/** docs/api.md /api/vipp/exchange: one annual card for DGB points (docs/product.md §5: one at a time). */
import type { CardExchangeBody, CardExchangeReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { vipKey } from './get-vip';

export function exchangeCard(input: CardExchangeBody): Promise<CardExchangeReply> {
  return request('/api/vipp/exchange', input, { loading: true });
}

export function useExchangeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCard,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vipKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balances }),
      ]),
  });
}
