/**
 * Amounts in a fiat currency (docs/api.md "P2P in the members' own money"): kept as bigint units at USDT's scale
 * (6), so prices and totals of every currency share the columns and the contract's p2pTotal; shown and accepted
 * at the currency's own decimals (NGN 2, VND 0 …), always rounded down.
 */
import { fromUnits, MoneyError, toUnits } from '@app/contract';
import { AppError } from '../../core/app-error.ts';
import type { CurrencyRow } from './fiat.repository.ts';
import { PI_SCALE, USDT_SCALE } from './p2p-math.ts';

const step = (decimals: number) => 10n ** BigInt(USDT_SCALE - decimals);

/** Units rounded down to the currency's decimals. */
export const truncFiat = (units: bigint, decimals: number): bigint => (units / step(decimals)) * step(decimals);

/** "1450.50" in NGN → units; more decimals than the currency has, or not an amount, is refused (400). */
export function parseFiat(text: string, currency: Pick<CurrencyRow, 'code' | 'decimals'>): bigint {
  try {
    return toUnits(text, currency.decimals) * step(currency.decimals);
  } catch (error) {
    // the ledger's messages, with the currency as the coin: "NGN amounts have at most 2 decimal places"
    if (error instanceof MoneyError)
      throw new AppError('validation', `ledger.amount_${error.problem}`, { coin: currency.code, scale: currency.decimals });
    throw error;
  }
}

/** Units → "1450.50" at the currency's decimals (rounded down). */
export const formatFiat = (units: bigint, decimals: number): string => fromUnits(units / step(decimals), decimals);

const PI_ONE = 10n ** BigInt(PI_SCALE);

/**
 * The most one order may take from an ad: what remains, or less where the currency's `max_amount` caps one
 * order's total (docs/api.md "P2P in the members' own money": ads show `max_quantity`).
 */
export function maxTake(ad: { remaining: bigint; price: bigint; max_amount: bigint; fiat: string | null }): bigint {
  if (!ad.fiat || ad.max_amount === 0n || ad.price === 0n) return ad.remaining;
  const cap = (ad.max_amount * PI_ONE) / ad.price;
  return cap < ad.remaining ? cap : ad.remaining;
}
