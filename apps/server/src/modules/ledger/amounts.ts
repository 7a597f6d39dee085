/**
 * Member-entered amounts at the API edge (docs/api.md "Conventions": decimal strings with each coin's fixed
 * scale): the contract's conversion pair with refusals as translated AppErrors.
 */
import { coinScale, fromUnits, MoneyError, toUnits, type Coin } from '@app/contract';
import { AppError } from '../../core/app-error.ts';

/** "12.5" PI → 125000000n. Refuses malformed, over-scale, negative, zero and oversized amounts. */
export function parseCoinAmount(coin: Coin, text: string): bigint {
  const scale = coinScale(coin);
  let units: bigint;
  try {
    units = toUnits(text, scale);
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('validation', `ledger.amount_${error.problem}`, { coin, scale });
    throw error;
  }
  if (units === 0n) throw new AppError('validation', 'ledger.amount_zero', { coin, scale });
  return units;
}

/** 125000000n PI → "12.5000000". */
export function formatCoinAmount(coin: Coin, units: bigint): string {
  return fromUnits(units, coinScale(coin));
}
