/** docs/api.md /api/user/changescore: a points transfer to another member; every balance read refreshes after it. */
import type { PointCoin } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletKey } from '@/lib/wallet-balance';
import { request } from '@/lib/request';

export interface ChangeScoreInput {
  to: number;
  amount: string;
  paypassword: string;
  coin: PointCoin;
  idempotency_key: string;
}

export interface ChangeScoreResult {
  id: number;
  amount: string;
  coin: PointCoin;
  to: { id: number; username: string; nickname: string };
}

export function changeScore(input: ChangeScoreInput): Promise<ChangeScoreResult> {
  return request('/api/user/changescore', input, { loading: true });
}

export function useChangeScore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeScore, onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }) });
}
