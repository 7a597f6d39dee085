/** docs/api.md /api/user/stompreview: the figures of a DGB → platform coin exchange, computed by the server. */
import { amountField, type StomReply } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function getStomPreview(amount: string): Promise<StomReply> {
  return request('/api/user/stompreview', { amount });
}

/** Asks only for a well-formed amount; the last figures stay on screen while the next ones load. */
export function useStomPreview(amount: string) {
  const valid = amountField.safeParse(amount).success && Number(amount) > 0;
  return useQuery({
    queryKey: ['points', 'stompreview', amount],
    queryFn: () => getStomPreview(amount.trim()),
    enabled: valid,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
