/**
 * Floating prices (docs/api.md "P2P in the members' own money" → "Reference price"): a currency's reference is
 * the median price of its offchain orders completed in the last `p2p_reference_hours`, when at least
 * `p2p_reference_min_orders` of them; else the operator's reference; else none. A floating ad's price is that
 * reference plus its margin, rounded down to the currency's decimals, and `p2p_price_band_percent` bounds every
 * offchain price around the reference.
 */
import { floatingUnits, marginHundredths, marginText } from '@app/contract/rules/fiat-price';
import { sql } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { p2pSetting } from './p2p.settings.ts';
import { findCurrency, listCurrencies, type CurrencyRow } from './fiat.repository.ts';
import { formatFiat, truncFiat } from './fiat-money.ts';
import { raiseAlerts } from './raise-alerts.ts';

/** The most recent orders the median reads. */
const MEDIAN_SAMPLE = 201;

export async function referenceSettings(db: Db) {
  const [hours, minOrders, band] = await Promise.all([
    p2pSetting(db, 'p2p_reference_hours'),
    p2pSetting(db, 'p2p_reference_min_orders'),
    p2pSetting(db, 'p2p_price_band_percent'),
  ]);
  return { windowSeconds: hours * 3600, minOrders, bandPercent: band };
}
export type ReferenceSettings = Awaited<ReturnType<typeof referenceSettings>>;

/** The middle price (the mean of the two middle ones for an even count), rounded down to the decimals. */
export function median(prices: bigint[], decimals: number): bigint {
  const sorted = [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2n;
  return truncFiat(value, decimals);
}

export async function referenceOf(db: Db, currency: CurrencyRow, settings: ReferenceSettings): Promise<bigint | null> {
  const rows = await db
    .selectFrom('p2p_orders')
    .select(sql<string>`cast(price as text)`.as('price'))
    .where('fiat', '=', currency.code)
    .where('status', '=', 'completed')
    .where('endtime', '>=', clock.now() - settings.windowSeconds)
    .orderBy('endtime', 'desc')
    .limit(MEDIAN_SAMPLE)
    .execute();
  if (rows.length >= settings.minOrders && rows.length > 0)
    return median(
      rows.map((r) => BigInt(r.price)),
      currency.decimals,
    );
  return currency.reference_price > 0n ? currency.reference_price : null;
}

/** reference × (100 % + margin), rounded down to the currency's decimals: the contract's rule the app shows too. */
export const floatingPrice = (reference: bigint, marginBp: number, decimals: number): bigint =>
  truncFiat(floatingUnits(reference, marginBp), decimals);

/** "-1.5" → -150 hundredths of a percent (the body's schema already checked the form). */
export function marginToBp(margin: string): number {
  const bp = marginHundredths(margin);
  if (bp === null) throw new AppError('validation', 'validation.invalid');
  return bp;
}

export const bpToMargin = marginText;

/** A price outside reference ± band percent is 400 naming the bounds (no band or no reference: anything goes). */
export function checkBand(price: bigint, reference: bigint | null, band: number, currency: CurrencyRow): void {
  if (!band || reference === null) return;
  const low = (reference * BigInt(100 - band)) / 100n;
  const high = (reference * BigInt(100 + band)) / 100n;
  if (price < low || price > high)
    throw new AppError('validation', 'fiat.price_out_of_band', {
      min: formatFiat(low, currency.decimals),
      max: formatFiat(high, currency.decimals),
      fiat: currency.code,
    });
}

/**
 * Sets every open floating ad of the currency to reference + margin; returns the ads whose price changed. Each
 * is one conditional update, so a take in flight locks either the old price or the new one, never a mix.
 */
export async function repriceCurrency(db: Db, code: string, settings?: ReferenceSettings): Promise<number[]> {
  const currency = await findCurrency(db, code);
  if (!currency) return [];
  const reference = await referenceOf(db, currency, settings ?? (await referenceSettings(db)));
  if (reference === null) return [];
  const ads = await db
    .selectFrom('p2p_ads')
    .select(['id', 'margin_bp', sql<string>`cast(price as text)`.as('price')])
    .where('status', '=', 'open')
    .where('fiat', '=', code)
    .where('price_type', '=', 'floating')
    .execute();
  const changed: number[] = [];
  for (const ad of ads) {
    const price = floatingPrice(reference, Number(ad.margin_bp), currency.decimals);
    if (price === BigInt(ad.price) || price === 0n) continue;
    await db
      .updateTable('p2p_ads')
      .set({ price, updatetime: clock.now() })
      .where('id', '=', Number(ad.id))
      .where('status', '=', 'open')
      .execute();
    changed.push(Number(ad.id));
  }
  // a repriced ad raises the offer alerts it now matches (docs/api.md "Alerts")
  await raiseAlerts(db, changed);
  return changed;
}

/** Every enabled currency's floating ads, repriced (the job, every minute). */
export async function repriceAll(db: Db): Promise<number[]> {
  const settings = await referenceSettings(db);
  const changed: number[] = [];
  for (const currency of await listCurrencies(db, true)) changed.push(...(await repriceCurrency(db, currency.code, settings)));
  return changed;
}

/** The reference price now of each currency among the ads (what their replies show beside the price). */
export async function referencesOf(db: Db, ads: { fiat: string | null }[]): Promise<Map<string, bigint | null>> {
  const codes = [...new Set(ads.flatMap((ad) => (ad.fiat ? [ad.fiat] : [])))];
  if (codes.length === 0) return new Map();
  const settings = await referenceSettings(db);
  const entries = await Promise.all(
    codes.map(async (code) => {
      const currency = await findCurrency(db, code);
      return [code, currency ? await referenceOf(db, currency, settings) : null] as const;
    }),
  );
  return new Map(entries);
}
