/**
 * docs/api.md /api/ctoc/editad ("P2P in the members' own money" → "Editing"): price or margin, minimum, remark and
 * methods of one's own open ad while no order taken from it is open (else 409 with a localized message).
 */
import type { EditAdBody, P2pAd } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { refreshAfterTrade } from './keys';

export function useEditAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditAdBody): Promise<P2pAd> => request('/api/ctoc/editad', body, { loading: true }),
    // a buy ad's escrow follows its price: lists and balances are read again
    onSuccess: () => refreshAfterTrade(queryClient),
  });
}
