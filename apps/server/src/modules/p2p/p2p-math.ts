/**
 * Market arithmetic (docs/api.md "Conventions": exact decimal amounts, rounding stated): quantities in PI units,
 * prices in USDT units per whole PI. Totals, fees and take limits are the contract's rules
 * (packages/contract/src/rules/p2p-amounts.ts), which the member app shows with.
 */
import { coinScale, fromUnits } from '@app/contract';
import { p2pFee, p2pTotal, takeLimits } from '@app/contract/rules/p2p-amounts';

export const PI_SCALE = coinScale('PI');
export const USDT_SCALE = coinScale('USDT');

export const totalOf = p2pTotal;
export const feeOf = p2pFee;
/** The least one order may take (contract takeLimits: the minimum, or all that remains below it). */
export const smallestTake = (minQuantity: bigint, remaining: bigint): bigint => takeLimits(minQuantity, remaining).min;

/** Percent change from `before` to `after` with two decimals, truncated toward zero: "2.50", "-1.25", "0.00". */
export function percentChange(before: bigint | undefined, after: bigint | undefined): string {
  if (!before || after === undefined) return '0.00';
  const hundredths = ((after - before) * 10000n) / before;
  return fromUnits(hundredths, 2);
}

export const formatPi = (units: bigint) => fromUnits(units, PI_SCALE);
export const formatUsdt = (units: bigint) => fromUnits(units, USDT_SCALE);
