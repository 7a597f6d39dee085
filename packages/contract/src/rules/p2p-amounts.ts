/**
 * P2P market arithmetic (docs/api.md "Peer-to-peer PI market": a buy ad freezes quantity × price USDT; taking
 * less than `min_quantity` or more than `remaining` is refused; "Conventions": exact decimal amounts,
 * rounding stated). Quantities are PI smallest units, prices USDT smallest units per whole PI. The server
 * prices and checks orders with these and the member app shows totals and take limits with the same ones.
 */
import { coinScale, mulRateUp } from '../money.ts';

const PI_ONE = 10n ** BigInt(coinScale('PI'));
const USDT_SCALE = coinScale('USDT');

/** quantity × price in USDT units, rounded down: neither side is charged for a fraction it did not trade. */
export function p2pTotal(quantity: bigint, price: bigint): bigint {
  return (quantity * price) / PI_ONE;
}

/** The platform's fee on a USDT total, rounded up (in the platform's favour, like every fee). */
export function p2pFee(total: bigint, rate: string): bigint {
  return /^0(\.0*)?$/.test(rate) ? 0n : mulRateUp(total, rate, USDT_SCALE, USDT_SCALE);
}

/**
 * What one order may take from an ad: at most what remains, and at least `min_quantity` — or everything
 * left when less than that remains, otherwise the last few units of an ad could never be sold.
 */
export function takeLimits(minQuantity: bigint, remaining: bigint): { min: bigint; max: bigint } {
  return { min: remaining < minQuantity ? remaining : minQuantity, max: remaining };
}
