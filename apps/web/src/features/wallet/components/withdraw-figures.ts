/**
 * The fee and arrival shown before a withdrawal is confirmed, by the rule the server charges with
 * (packages/contract/src/rules/withdrawal-fee.ts; docs/api.md /api/user/tx): fee = max(minimum, amount ×
 * rate rounded up), actual = amount − fee.
 */
import { coinScale, fromUnits, toUnits, type Coin, type TcConfig } from '@app/contract';
import { withdrawalFee } from '@app/contract/rules/withdrawal-fee';

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
  const { fee, actual } = withdrawalFee(amount, config.fee_rate, toUnits(config.fee_min, scale), scale);
  return { fee: fromUnits(fee, scale), actual: fromUnits(actual, scale), payable: actual > 0n };
}

/** Why the server would refuse a withdrawal of this amount, checked before the confirmation. */
export type WithdrawProblem =
  | { key: 'wallet.below_min_withdraw'; amount: string }
  | { key: 'wallet.over_balance'; amount: string }
  | { key: 'wallet.over_daily_limit'; amount: string }
  | { key: 'wallet.below_fee'; amount: string };

/**
 * The refusals the server knows (docs/api.md /api/user/tx) that the app can tell from what it already has:
 * under the minimum, more than the balance, more than what is left of today's limit, not more than the
 * fee. Amounts in the answer are at the coin's scale; null when nothing is wrong or the text is no amount.
 */
export function withdrawProblem(
  coin: Coin,
  amountText: string,
  config: Pick<TcConfig, 'fee_rate' | 'fee_min' | 'min_amount' | 'daily_limit' | 'used_today'>,
  available: string | undefined,
): WithdrawProblem | null {
  const scale = coinScale(coin);
  const units = (text: string) => toUnits(text, scale, { rounding: 'down' });
  let amount: bigint;
  try {
    amount = units(amountText.trim());
  } catch {
    return null; // the amount rule says what is wrong with the text
  }
  if (amount < units(config.min_amount)) return { key: 'wallet.below_min_withdraw', amount: config.min_amount };
  if (available !== undefined && amount > units(available)) return { key: 'wallet.over_balance', amount: available };
  const left = units(config.daily_limit) - units(config.used_today);
  if (amount > left) return { key: 'wallet.over_daily_limit', amount: fromUnits(left > 0n ? left : 0n, scale) };
  const figures = withdrawFigures(coin, amountText, config);
  if (figures && !figures.payable) return { key: 'wallet.below_fee', amount: figures.fee };
  return null;
}
