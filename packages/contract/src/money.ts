/**
 * Money at the API edge (docs/api.md "Conventions"; docs/architecture.md "Money: one ledger"): amounts travel as decimal
 * strings and live everywhere else as bigint counts of a coin's smallest unit. This file is the one
 * conversion pair; nothing converts through a JavaScript number, so values are exact at any size.
 */
import type { Coin } from './common.ts';

/** Default coin table: display name and fixed scale (decimal places) of each coin. */
export const COIN_TABLE: Record<Coin, { name: string; scale: number }> = {
  PI: { name: 'PI', scale: 7 },
  USDT: { name: 'USDT', scale: 6 },
  COIN: { name: 'Platform coin', scale: 6 },
  DGB: { name: 'DGB points', scale: 2 },
  GO: { name: 'Go score', scale: 0 },
};

export const coinScale = (coin: Coin): number => COIN_TABLE[coin].scale;

/** Largest magnitude of one amount in smallest units: sums of many stay far inside a signed 64-bit BIGINT. */
export const MAX_UNITS = 10n ** 18n - 1n;

export type MoneyProblem = 'invalid' | 'scale' | 'negative' | 'too_large';

/** Why a decimal string was refused; the server maps `problem` to a translated message. */
export class MoneyError extends Error {
  constructor(
    readonly problem: MoneyProblem,
    readonly input: string,
  ) {
    super(`amount ${problem}: ${JSON.stringify(input)}`);
    this.name = 'MoneyError';
  }
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface ToUnitsOptions {
  /** `reject` (default) refuses more decimals than the scale; `down` drops them, rounding toward −∞. */
  rounding?: 'reject' | 'down';
  /** accept a leading minus (operator adjustments); plain amounts are never negative */
  signed?: boolean;
}

/** "12.5" at scale 7 → 125000000n. Throws MoneyError. */
export function toUnits(text: string, scale: number, options: ToUnitsOptions = {}): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyError('invalid', text);
  const [, minus, whole = '', rawFraction = ''] = match;
  if (minus && !options.signed) throw new MoneyError('negative', text);
  let fraction = rawFraction;
  let dropped = false;
  if (fraction.length > scale) {
    if (options.rounding !== 'down') throw new MoneyError('scale', text);
    dropped = /[1-9]/.test(fraction.slice(scale));
    fraction = fraction.slice(0, scale);
  }
  let units = BigInt(whole + fraction.padEnd(scale, '0'));
  if (minus) units = -units - (dropped ? 1n : 0n);
  if (units > MAX_UNITS || units < -MAX_UNITS) throw new MoneyError('too_large', text);
  return units;
}

/** 125000000n at scale 7 → "12.5000000": always the coin's full scale, so amounts line up. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * `units` (at `fromScale`) times a decimal `rate`, expressed at `toScale`, rounded down (toward −∞) — in
 * the platform's favour for fees and exchanges. E.g. a 0.5% fee: mulRateDown(x, '0.005', 6, 6).
 */
export function mulRateDown(units: bigint, rate: string, fromScale: number, toScale: number): bigint {
  const match = DECIMAL.exec(rate);
  if (!match || match[1]) throw new MoneyError('invalid', rate);
  const rateScale = (match[3] ?? '').length;
  const rateUnits = BigInt((match[2] ?? '') + (match[3] ?? ''));
  const numerator = units * rateUnits * 10n ** BigInt(toScale);
  const denominator = 10n ** BigInt(fromScale + rateScale);
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/** `units × rate` at `toScale`, rounded up (toward +∞): what the platform keeps as a fee is never short. */
export function mulRateUp(units: bigint, rate: string, fromScale: number, toScale: number): bigint {
  return -mulRateDown(-units, rate, fromScale, toScale);
}
