/**
 * The withdrawal fee (docs/api.md /api/user/tx; "Conventions": rounding in the platform's favour, stated in the
 * reply): the server charges it and the member app shows it before the confirmation, from this one rule.
 * The fee is what the platform keeps, so it is rounded UP to the coin's smallest unit; the member's
 * `actual` is then amount − fee, which is therefore rounded down.
 */
import { mulRateUp } from '../money.ts';

export interface WithdrawalFee {
  fee: bigint;
  actual: bigint;
}

/**
 * fee = max(minimum fee, ⌈amount × rate⌉); actual = amount − fee (≤ 0 means the amount cannot pay its
 * fee). All in smallest units at the coin's `scale`.
 */
export function withdrawalFee(amount: bigint, rate: string, feeMin: bigint, scale: number): WithdrawalFee {
  const proportional = mulRateUp(amount, rate, scale, scale);
  const fee = proportional > feeMin ? proportional : feeMin;
  return { fee, actual: amount - fee };
}
