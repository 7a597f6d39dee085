/**
 * docs/api.md /api/ctoc/bindaddress and /api/user/changewallet: a withdrawal address is bound or changed with
 * the payment password and a code mailed for `withdrawaddr`; the new one is usable after a cool-down
 * (tcconfig `address_usable_at`), which the limits and the withdraw page read again.
 */
import type { BindAddressBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { walletKey } from '@/lib/wallet-balance';

export function sendAddressCode(): Promise<Record<string, never>> {
  return request('/api/ems/send', { event: 'withdrawaddr' }, { loading: true });
}

export function saveWithdrawAddress(input: BindAddressBody & { change: boolean }): Promise<Record<string, never>> {
  const { change, ...body } = input;
  return request(change ? '/api/user/changewallet' : '/api/ctoc/bindaddress', body, { loading: true });
}

export function useSaveWithdrawAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWithdrawAddress,
    onSettled: () => client.invalidateQueries({ queryKey: walletKey }),
  });
}
