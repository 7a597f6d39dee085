/**
 * The figures of the P2P forms, checked before sending (docs/product.md §5 "Advertisements: coin, quantity, price,
 * minimum quantity required"; "Buy or sell PI: amount and transaction password required"; docs/api.md
 * "Peer-to-peer PI market": not less than `min_quantity`, not more than `remaining`). Amounts are compared
 * and multiplied exactly as integers of each coin's smallest unit (packages/contract money.ts), never as
 * floating-point numbers. Each function returns a `p2p.*` message key, or null when the value is fine.
 */
import { coinScale, fromUnits, MoneyError, P2P_PRICE_COIN, toUnits, type Coin } from '@app/contract';
import { p2pTotal, takeLimits } from '@app/contract/rules/p2p-amounts';

/** Ads quote PI priced in USDT (docs/api.md: a buy ad freezes quantity × price USDT). */
export const QUOTE_COIN: Coin = P2P_PRICE_COIN;
export const P2P_COIN: Coin = 'PI';

export type AmountProblem =
  | 'p2p.error_required'
  | 'p2p.error_number'
  | 'p2p.error_scale'
  | 'p2p.error_positive'
  | 'p2p.error_min_over_quantity'
  | 'p2p.error_below_min'
  | 'p2p.error_over_remaining';

/** The amount in smallest units, or the reason it cannot be read. */
export function readAmount(text: string, coin: Coin): bigint | AmountProblem {
  const value = text.trim();
  if (!value) return 'p2p.error_required';
  try {
    const units = toUnits(value, coinScale(coin));
    return units > 0n ? units : 'p2p.error_positive';
  } catch (err) {
    return err instanceof MoneyError && err.problem === 'scale' ? 'p2p.error_scale' : 'p2p.error_number';
  }
}

const problem = (value: bigint | AmountProblem): AmountProblem | null => (typeof value === 'bigint' ? null : value);

export interface AdFigures {
  quantity: string;
  price: string;
  min_quantity: string;
}

export type AdProblems = Partial<Record<keyof AdFigures, AmountProblem>>;

/** Every problem of a new advertisement's figures; an empty object when it may be sent. */
export function checkAd(figures: AdFigures): AdProblems {
  const quantity = readAmount(figures.quantity, P2P_COIN);
  const price = readAmount(figures.price, QUOTE_COIN);
  const min = readAmount(figures.min_quantity, P2P_COIN);
  const problems: AdProblems = {};
  if (problem(quantity)) problems.quantity = problem(quantity)!;
  if (problem(price)) problems.price = problem(price)!;
  if (problem(min)) problems.min_quantity = problem(min)!;
  else if (typeof quantity === 'bigint' && typeof min === 'bigint' && min > quantity)
    problems.min_quantity = 'p2p.error_min_over_quantity';
  return problems;
}

type Takeable = { remaining: string; min_quantity: string };

/** What one order may take from an ad, by the rule the server checks (contract rules/p2p-amounts.ts). */
export function takeRange(ad: Takeable): { min: bigint; max: bigint } {
  return takeLimits(toUnits(ad.min_quantity, coinScale(P2P_COIN)), toUnits(ad.remaining, coinScale(P2P_COIN)));
}

/** The same range as text, for the form's hint and messages. */
export function takeRangeText(ad: Takeable): { min: string; max: string } {
  const { min, max } = takeRange(ad);
  return { min: fromUnits(min, coinScale(P2P_COIN)), max: fromUnits(max, coinScale(P2P_COIN)) };
}

export function checkTake(amount: string, ad: Takeable): AmountProblem | null {
  const units = readAmount(amount, P2P_COIN);
  if (typeof units !== 'bigint') return units;
  const { min, max } = takeRange(ad);
  if (units > max) return 'p2p.error_over_remaining';
  if (units < min) return 'p2p.error_below_min';
  return null;
}

/**
 * quantity PI × price USDT, in USDT at its own scale, rounded down: what a buy ad freezes and what a
 * taker pays or receives. Null while either figure is not a valid amount.
 */
export function totalPrice(quantity: string, price: string): string | null {
  const q = readAmount(quantity, P2P_COIN);
  const p = readAmount(price, QUOTE_COIN);
  if (typeof q !== 'bigint' || typeof p !== 'bigint') return null;
  return fromUnits(p2pTotal(q, p), coinScale(QUOTE_COIN));
}

/** What posting an ad holds in escrow: the PI of a sell ad, quantity × price USDT of a buy ad. */
export function escrowOf(type: 'buy' | 'sell', figures: AdFigures): { amount: string; coin: Coin } | null {
  if (type === 'sell') {
    const q = readAmount(figures.quantity, P2P_COIN);
    return typeof q === 'bigint' ? { amount: fromUnits(q, coinScale(P2P_COIN)), coin: P2P_COIN } : null;
  }
  const total = totalPrice(figures.quantity, figures.price);
  return total === null ? null : { amount: total, coin: QUOTE_COIN };
}
