/**
 * The fee and arrival shown before a withdrawal is confirmed, computed exactly as the server does
 * (API.md /api/user/tx): fee = max(minimum, amount × rate rounded up), actual = amount − fee.
 */
import { coinScale, fromUnits, mulRateDown, toUnits, type Coin, type TcConfig } from '@app/contract';

export interface WithdrawFigures {
  fee: string;
  actual: string;
  /** false when the amount cannot pay its own fee */
  payable: boolean;
}

export function withdrawFigures(
  coin: Coin,
  amountText: string,
  config: Pick<TcConfig, 'fee_rate' | 'fee_min'>,
): WithdrawFigures | undefined {
  const scale = coinScale(coin);
  let amount: bigint;
  try {
    amount = toUnits(amountText.trim(), scale);
  } catch {
    return undefined;
  }
  if (amount <= 0n) return undefined;
  const proportional = -mulRateDown(-amount, config.fee_rate, scale, scale);
  const feeMin = toUnits(config.fee_min, scale);
  const fee = proportional > feeMin ? proportional : feeMin;
  return { fee: fromUnits(fee, scale), actual: fromUnits(amount - fee, scale), payable: amount > fee };
}
