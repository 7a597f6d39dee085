/**
 * The market's currency filters (docs/api.md "P2P in the members' own money": /api/ctoc/getlist `fiat`,
 * `providers`, `fiat_amount`): an unknown or disabled currency or provider is 400; a fiat amount outside the
 * currency's order bounds is 400 too, since no order could be of it.
 */
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { AdQuery } from './ads.repository.ts';
import { checkTotalBounds } from './ad-fiat.ts';
import { parseFiat } from './fiat-money.ts';
import { enabledCurrency, enabledProviders } from './fiat.service.ts';

export interface MarketQuery {
  fiat?: string;
  providers?: number[];
  fiat_amount?: string;
}

export async function fiatFilters(db: Db, query: MarketQuery): Promise<Pick<AdQuery, 'fiat' | 'providerIds' | 'fiatAmount'>> {
  if (!query.fiat) {
    if (query.providers?.length || query.fiat_amount !== undefined) throw new AppError('validation', 'fiat.choose_currency');
    return {};
  }
  const currency = await enabledCurrency(db, query.fiat);
  const providerIds = query.providers?.length
    ? (await enabledProviders(db, currency.code, query.providers)).map((p) => p.id)
    : undefined;
  const fiatAmount = query.fiat_amount === undefined ? undefined : parseFiat(query.fiat_amount, currency);
  if (fiatAmount !== undefined) checkTotalBounds(currency, fiatAmount);
  return { fiat: currency.code, providerIds, fiatAmount };
}
