/** docs/api.md /api/vipp/submit: buy a plan from balance; the membership, balances and profile refresh after it. */
import type { VipSubmitBody, VipSubmitReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { vipKey } from './get-vip';

export function submitVip(input: VipSubmitBody): Promise<VipSubmitReply> {
  return request('/api/vipp/submit', input, { loading: true });
}

export function useSubmitVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVip,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vipKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balances }),
      ]),
  });
}
