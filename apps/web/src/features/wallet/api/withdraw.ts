/** docs/api.md /api/user/tx: a withdrawal to the bound address, frozen until reviewed; balances, log and limits change with it. */
import type { Coin, WithdrawRecord } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { walletKey } from '@/lib/wallet-balance';

export interface WithdrawInput {
  coin: Coin;
  chain: string;
  /** left out: the server sends to the bound address, or to the Pi wallet of a member linked to Pi */
  amount: string;
  paypassword: string;
  idempotency_key: string;
}

export function withdraw(input: WithdrawInput): Promise<WithdrawRecord> {
  return request('/api/user/tx', input, { loading: true });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdraw, onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }) });
}
