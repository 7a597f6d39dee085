/**
 * An offchain ad's currency (docs/api.md "P2P in the members' own money"): the price is in an enabled currency
 * at most at its decimals, and every method offered is of that currency (or names no provider, as methods saved
 * before providers do). A `wallet` ad stays in USDT.
 */
import type { PayMethod } from '@app/contract';
import { AppError, refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { formatFiat, parseFiat, truncFiat } from './fiat-money.ts';
import type { CurrencyRow } from './fiat.repository.ts';
import { checkBand, floatingPrice, marginToBp, referenceOf, referenceSettings } from './fiat-pricing.ts';
import { enabledCurrency, enabledProviders } from './fiat.service.ts';
import { totalOf } from './p2p-math.ts';
import { payMethodsOf } from './pay-methods.ts';

/** The currency an offchain ad is in when the request names none. */
export const DEFAULT_FIAT = 'USD';

export interface FiatTerms {
  fiat: string | null;
  price: bigint;
  priceType: 'fixed' | 'floating';
  marginBp: number;
}

export interface PriceInput {
  fiat?: string;
  price?: string;
  price_type?: 'fixed' | 'floating';
  margin?: string;
}

/**
 * The price now: fixed as given (at most the currency's decimals), or floating at the reference plus the margin
 * (no reference: 400); either must sit inside the operators' band around the reference.
 */
async function priceNow(db: Db, body: PriceInput, currency: CurrencyRow) {
  const settings = await referenceSettings(db);
  const reference = await referenceOf(db, currency, settings);
  let price: bigint;
  let marginBp = 0;
  if (body.price_type === 'floating') {
    if (body.margin === undefined) throw new AppError('validation', 'validation.required');
    if (reference === null) throw new AppError('validation', 'fiat.no_reference', { fiat: currency.code });
    marginBp = marginToBp(body.margin);
    price = floatingPrice(reference, marginBp, currency.decimals);
  } else {
    if (body.price === undefined) throw new AppError('validation', 'validation.required');
    price = parseFiat(body.price, currency);
  }
  checkBand(price, reference, settings.bandPercent, currency);
  return { price, marginBp, priceType: body.price_type ?? ('fixed' as const) };
}

export async function fiatTerms(
  db: Db,
  body: PriceInput,
  plan: { settlement: string; price: bigint; minQuantity: bigint; providers?: number[] },
): Promise<FiatTerms> {
  if (plan.settlement !== 'offchain') return { fiat: null, price: plan.price, priceType: 'fixed', marginBp: 0 };
  const currency = await enabledCurrency(db, body.fiat ?? DEFAULT_FIAT);
  if (plan.providers?.length) await enabledProviders(db, currency.code, plan.providers);
  const { price, marginBp, priceType } = await priceNow(db, body, currency);
  const least = 10n ** BigInt(6 - currency.decimals);
  if (truncFiat(totalOf(plan.minQuantity, price), currency.decimals) === 0n)
    throw new AppError('validation', 'fiat.total_too_small', {
      amount: formatFiat(least, currency.decimals),
      fiat: currency.code,
    });
  return { fiat: currency.code, price, priceType, marginBp };
}

/** A method naming a provider of another currency cannot be offered on the ad (400, nothing held). */
export function checkMethodsCurrency(methods: PayMethod[], fiat: string | null): void {
  if (!fiat) return;
  if (methods.some((m) => m.provider && m.provider.fiat !== fiat))
    throw new AppError('validation', 'fiat.method_other_currency', { fiat });
}

/** One order's total must sit inside the currency's bounds (0: none), else 400 naming the bound. */
export function checkTotalBounds(
  currency: { code: string; decimals: number; min_amount: bigint; max_amount: bigint },
  total: bigint,
): void {
  const { code: fiat, decimals } = currency;
  if (currency.min_amount > 0n && total < currency.min_amount)
    throw new AppError('validation', 'fiat.order_under_min', { min: formatFiat(currency.min_amount, decimals), fiat });
  if (currency.max_amount > 0n && total > currency.max_amount)
    throw new AppError('validation', 'fiat.order_over_max', { max: formatFiat(currency.max_amount, decimals), fiat });
}

/** A take's total in the ad's currency, checked against the currency's bounds. */
export function checkOrderTotal(
  ad: { fiat: string | null; decimals: number; price: bigint; min_amount: bigint; max_amount: bigint },
  quantity: bigint,
): void {
  if (!ad.fiat) return;
  const total = truncFiat(totalOf(quantity, ad.price), ad.decimals);
  checkTotalBounds({ code: ad.fiat, ...ad }, total);
}

/**
 * Taking an `offchain` buy ad: the seller names 1–5 of their own methods, each of one of the ad's providers,
 * for the buyer to pay to (docs/api.md "P2P in the members' own money" → "Taking"). Undefined for other ads.
 */
export async function takerMethods(
  db: Db,
  takerId: number,
  ad: { settlement: string; type: string; providers: number[] },
  ids: number[] | undefined,
): Promise<PayMethod[] | undefined> {
  if (ad.settlement !== 'offchain' || ad.type !== 'buy') return undefined;
  if (!ids?.length) throw new AppError('validation', 'p2p.paymethods_required');
  const unique = [...new Set(ids)];
  const own = await payMethodsOf(db, takerId, unique);
  if (own.length !== unique.length) throw refuse('p2p.paymethod_not_yours');
  if (own.some((m) => !m.provider || !ad.providers.includes(m.provider.id)))
    throw new AppError('validation', 'fiat.method_not_offered');
  return own;
}
