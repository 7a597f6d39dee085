/**
 * Market arithmetic (docs/api.md "Conventions": exact decimal amounts, rounding stated): quantities in PI units,
 * prices in USDT units per whole PI. Pure, so it is tested on its own.
 */
import { coinScale, fromUnits } from '@app/contract';
import { mulRateUp } from '../wallet/fees.ts';

export const PI_SCALE = coinScale('PI');
export const USDT_SCALE = coinScale('USDT');
const PI_ONE = 10n ** BigInt(PI_SCALE);

/** quantity × price in USDT units, rounded down: neither side is charged for a fraction it did not trade. */
export function totalOf(quantity: bigint, price: bigint): bigint {
  return (quantity * price) / PI_ONE;
}

/** The platform's fee on a USDT total, rounded up (in the platform's favour, like every fee). */
export function feeOf(total: bigint, rate: string): bigint {
  return rate === '0' || /^0\.0*$/.test(rate) ? 0n : mulRateUp(total, rate, USDT_SCALE, USDT_SCALE);
}

/**
 * The least one order may take: `min_quantity`, or everything left when less than that remains — otherwise
 * the last few units of an ad could never be sold.
 */
export function smallestTake(minQuantity: bigint, remaining: bigint): bigint {
  return remaining < minQuantity ? remaining : minQuantity;
}

/** Percent change from `before` to `after` with two decimals, truncated toward zero: "2.50", "-1.25", "0.00". */
export function percentChange(before: bigint | undefined, after: bigint | undefined): string {
  if (!before || after === undefined) return '0.00';
  const hundredths = ((after - before) * 10000n) / before;
  return fromUnits(hundredths, 2);
}

export const formatPi = (units: bigint) => fromUnits(units, PI_SCALE);
export const formatUsdt = (units: bigint) => fromUnits(units, USDT_SCALE);
