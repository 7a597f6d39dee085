/**
 * docs/api.md /api/user/recharge: without a hash, the deposit address, minimum and QR code of a coin and chain;
 * with a hash (and amount), a pending deposit the console reviews.
 */
import type { Coin, DepositRecord, RechargeAddress } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function getRechargeAddress(coin: Coin, chain: string): Promise<RechargeAddress> {
  return request<RechargeAddress>('/api/user/recharge', { coin, chain });
}

export function useRechargeAddress(coin: Coin | undefined, chain: string | undefined) {
  return useQuery({
    queryKey: ['wallet', 'recharge-address', coin, chain],
    queryFn: () => getRechargeAddress(coin!, chain!),
    enabled: Boolean(coin && chain),
    retry: false,
  });
}

export interface DepositInput {
  coin: Coin;
  chain: string;
  amount: string;
  hash: string;
  idempotency_key: string;
}

export function submitDeposit(input: DepositInput): Promise<DepositRecord> {
  return request<DepositRecord>('/api/user/recharge', input, { loading: true });
}

export function useSubmitDeposit() {
  return useMutation({ mutationFn: submitDeposit });
}
