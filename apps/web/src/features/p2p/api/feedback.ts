/** docs/api.md /api/ctoc/feedback: one side's feedback on a completed offchain order; answers the order. */
import type { FeedbackBody, P2pOrder } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

export function useLeaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody): Promise<P2pOrder> => request('/api/ctoc/feedback', body, { loading: true }),
    onSuccess: (order) => {
      queryClient.setQueryData(p2pKeys.order(order.id), order);
      // the counterparty's page counts it now
      void queryClient.invalidateQueries({ queryKey: ['p2p', 'trader'] });
    },
  });
}
