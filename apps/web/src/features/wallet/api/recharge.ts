/**
 * docs/api.md /api/user/recharge: without a hash, the deposit address, minimum and QR code of a coin and chain;
 * with a hash (and amount), a pending deposit the console reviews.
 */
import type { Coin, DepositRecord, RechargeAddress } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

// The reply schema is the union of the path's two answers; which one comes back follows from the hash.
export function getRechargeAddress(coin: Coin, chain: string): Promise<RechargeAddress> {
  return request('/api/user/recharge', { coin, chain }) as Promise<RechargeAddress>;
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
  return request('/api/user/recharge', input, { loading: true }) as Promise<DepositRecord>;
}

export function useSubmitDeposit() {
  return useMutation({ mutationFn: submitDeposit });
}
