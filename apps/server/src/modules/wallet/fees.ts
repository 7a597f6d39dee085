/**
 * Withdrawal fee arithmetic (docs/api.md "Conventions": rounding in the platform's favour, stated in the reply).
 * The fee is what the platform keeps, so it is rounded UP to the coin's smallest unit; the member's
 * `actual` is then amount − fee, which is therefore rounded down. Pure, so it is tested on its own.
 */
import { mulRateDown } from '@app/contract';

/** `units × rate` at the same scale, rounded up (toward +∞). */
export function mulRateUp(units: bigint, rate: string, fromScale: number, toScale: number): bigint {
  return -mulRateDown(-units, rate, fromScale, toScale);
}

export interface WithdrawalFee {
  fee: bigint;
  actual: bigint;
}

/** fee = max(minimum fee, ⌈amount × rate⌉); actual = amount − fee (≤ 0 means the amount cannot pay its fee). */
export function withdrawalFee(amount: bigint, rate: string, feeMin: bigint, scale: number): WithdrawalFee {
  const proportional = mulRateUp(amount, rate, scale, scale);
  const fee = proportional > feeMin ? proportional : feeMin;
  return { fee, actual: amount - fee };
}
