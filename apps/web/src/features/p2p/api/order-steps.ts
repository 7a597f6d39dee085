/**
 * docs/api.md "P2P with payment methods": the parties' steps on an offchain order — /api/ctoc/paid (the buyer
 * says the money went out), release (the seller, with the payment password), cancelorder (the buyer, before
 * paid) and appeal (either side, after paid). Each answers the order as it now stands, shown at once.
 */
import type { AppealOrderBody, ChargebackBody, P2pOrder } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys, refreshAfterTrade } from './keys';

function useOrderStep<B>(send: (body: B) => Promise<P2pOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => queryClient.setQueryData(p2pKeys.order(order.id), order),
    // Release and cancel move PI; every list and balance the order touches is read again.
    onSettled: () => refreshAfterTrade(queryClient),
  });
}

const loading = { loading: true };

export const useMarkPaid = () => useOrderStep((body: { id: number }) => request('/api/ctoc/paid', body, loading));
export const useRelease = () =>
  useOrderStep((body: { id: number; paypassword: string }) => request('/api/ctoc/release', body, loading));
export const useCancelOrder = () => useOrderStep((body: { id: number }) => request('/api/ctoc/cancelorder', body, loading));
export const useAppeal = () => useOrderStep((body: AppealOrderBody) => request('/api/ctoc/appeal', body, loading));
/** docs/api.md "Mutual cancel": the buyer of a paid order asks; the seller confirms no money arrived or it went back. */
export const useRequestCancel = () => useOrderStep((body: { id: number }) => request('/api/ctoc/cancelrequest', body, loading));
export const useConfirmCancel = () => useOrderStep((body: { id: number }) => request('/api/ctoc/cancelconfirm', body, loading));
/** docs/api.md "Chargeback": the seller of a completed order whose payment was reversed reports it; the buyer answers once. */
export const useChargeback = () => useOrderStep((body: ChargebackBody) => request('/api/ctoc/chargeback', body, loading));
