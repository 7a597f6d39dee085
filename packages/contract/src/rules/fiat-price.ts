/**
 * Offchain prices in a fiat currency (docs/api.md "P2P in the members' own money" → "Ads", "Reference price"): a
 * floating ad's price is the reference × (100 + margin) ÷ 100, and an order's total is quantity × price, both
 * rounded down to the currency's decimals. The member app shows them with these before the server answers
 * (the ad form's price now, the take sheet's total); the server's answer stays the one that counts, and it
 * computes it with floatingUnits and marginHundredths from here (one rule, one place).
 */
import { coinScale, fromUnits, MoneyError, toUnits } from '../money.ts';

const PI_SCALE = coinScale('PI');

/** "1450.5" at 2 decimals → 145050n; null when not a plain decimal within those decimals. */
function units(text: string, decimals: number): bigint | null {
  try {
    return toUnits(text.trim(), decimals);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** "-1.5" → -150 hundredths of a percent; null when not a margin of up to two decimals. */
export function marginHundredths(margin: string): number | null {
  const match = /^([-+]?)(\d{1,2})(?:\.(\d{1,2}))?$/.exec(margin.trim());
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

/** -150 → "-1.5", 200 → "2": the margin as the API writes it. */
export function marginText(hundredths: number): string {
  const abs = Math.abs(hundredths);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`.replace(/\.?0+$/, '');
  return `${hundredths < 0 ? '-' : ''}${text}`;
}

/** reference × (100 % + margin) in integer units of any scale, rounded down at that scale. */
export const floatingUnits = (reference: bigint, hundredths: number): bigint =>
  (reference * BigInt(10_000 + hundredths)) / 10_000n;

/** A floating price now: reference × (100 % + margin), rounded down to `decimals`; null when either is unreadable. */
export function floatingPrice(reference: string, margin: string, decimals: number): string | null {
  const ref = units(reference, decimals);
  const bp = marginHundredths(margin);
  if (ref === null || bp === null) return null;
  return fromUnits(floatingUnits(ref, bp), decimals);
}

/** quantity PI × price per PI, rounded down to `decimals`; null when either is unreadable. */
export function fiatTotal(quantity: string, price: string, decimals: number): string | null {
  const q = units(quantity, PI_SCALE);
  const p = units(price, decimals);
  if (q === null || p === null) return null;
  return fromUnits((q * p) / 10n ** BigInt(PI_SCALE), decimals);
}

/** The decimals an amount the server sent carries ("1450.50" → 2, "15000" → 0): the currency's own. */
export const decimalsOf = (amount: string): number => (amount.includes('.') ? amount.length - amount.indexOf('.') - 1 : 0);
