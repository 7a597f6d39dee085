/**
 * Currencies and payment providers (docs/api.md "P2P in the members' own money"): members read the enabled
 * ones; operators enable currencies, set their decimals, order bounds and reference price, and keep each
 * currency's providers. Every console change is audited in its own transaction.
 */
import type {
  AdminP2pCurrency,
  AdminP2pProvider,
  AdminSaveCurrencyBody,
  AdminSaveProviderBody,
  P2pCurrency,
  P2pProvider,
} from '@app/contract';
import { AppError, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { withTransaction } from '../ledger/index.ts';
import {
  findCurrency,
  insertProvider,
  listCurrencies,
  listProviders,
  providersByIds,
  updateProvider,
  upsertCurrency,
  type CurrencyRow,
  type ProviderRow,
} from './fiat.repository.ts';
import { formatFiat, parseFiat } from './fiat-money.ts';
import { repriceCurrency } from './fiat-pricing.ts';

export function presentCurrency(row: CurrencyRow): P2pCurrency {
  return {
    code: row.code,
    decimals: row.decimals,
    min_amount: formatFiat(row.min_amount, row.decimals),
    max_amount: formatFiat(row.max_amount, row.decimals),
    reference_price: formatFiat(row.reference_price, row.decimals),
  };
}

export const presentProvider = (p: ProviderRow): P2pProvider => ({
  id: p.id,
  fiat: p.fiat,
  name: p.name,
  type: p.type,
  account_label: p.account_label,
  needs_bank: p.needs_bank,
});

/** An enabled currency, or 400 naming the code (unknown and disabled alike). */
export async function enabledCurrency(db: Db, code: string): Promise<CurrencyRow> {
  const row = await findCurrency(db, code);
  if (!row?.enabled) throw new AppError('validation', 'fiat.unknown_currency', { fiat: code });
  return row;
}

/** Enabled providers of an enabled currency by id; any unknown, disabled or of another currency is 400. */
export async function enabledProviders(db: Db, fiat: string, ids: number[]): Promise<ProviderRow[]> {
  const found = await providersByIds(db, ids);
  return [...new Set(ids)].map((id) => {
    const p = found.get(id);
    if (!p?.enabled) throw new AppError('validation', 'fiat.unknown_provider');
    if (p.fiat !== fiat) throw new AppError('validation', 'fiat.provider_other_currency', { fiat });
    return p;
  });
}

export async function memberCurrencies(db: Db): Promise<P2pCurrency[]> {
  return (await listCurrencies(db, true)).map(presentCurrency);
}

export async function memberProviders(db: Db, fiat: string): Promise<P2pProvider[]> {
  await enabledCurrency(db, fiat);
  return (await listProviders(db, { fiat, enabledOnly: true })).map(presentProvider);
}

/* ---------- the console ---------- */

export async function adminCurrencies(db: Db): Promise<AdminP2pCurrency[]> {
  return (await listCurrencies(db, false)).map((row) => ({ ...presentCurrency(row), enabled: row.enabled }));
}

export async function adminSaveCurrency(db: Db, adminId: number, body: AdminSaveCurrencyBody): Promise<AdminP2pCurrency> {
  const at = { code: body.code, decimals: body.decimals };
  const row: CurrencyRow = {
    ...at,
    enabled: body.enabled,
    min_amount: parseFiat(body.min_amount, at),
    max_amount: parseFiat(body.max_amount, at),
    reference_price: parseFiat(body.reference_price, at),
  };
  if (row.max_amount > 0n && row.min_amount > row.max_amount) throw new AppError('validation', 'fiat.min_over_max');
  await withTransaction(db, async (trx) => {
    await upsertCurrency(trx, row, clock.now());
    await recordAudit(trx, adminId, 'p2p_currency', `p2p_currency:${row.code}`, { ...body });
  });
  // a new operator reference moves the currency's floating ads now, not at the job's next run
  await repriceCurrency(db, row.code);
  return { ...presentCurrency(row), enabled: row.enabled };
}

export async function adminProviders(db: Db, fiat: string | undefined): Promise<AdminP2pProvider[]> {
  return (await listProviders(db, { fiat, enabledOnly: false })).map((p) => ({ ...presentProvider(p), enabled: p.enabled }));
}

export async function adminSaveProvider(db: Db, adminId: number, body: AdminSaveProviderBody): Promise<AdminP2pProvider> {
  if (!(await findCurrency(db, body.fiat))) throw new AppError('validation', 'fiat.unknown_currency', { fiat: body.fiat });
  const input = {
    fiat: body.fiat,
    name: body.name,
    type: body.type,
    account_label: body.account_label,
    needs_bank: body.needs_bank,
    enabled: body.enabled,
  };
  const id = await withTransaction(db, async (trx) => {
    const now = clock.now();
    const saved = body.id === undefined ? await insertProvider(trx, input, now) : body.id;
    if (body.id !== undefined && !(await updateProvider(trx, body.id, input, now))) throw notFound('fiat.provider_not_found');
    await recordAudit(trx, adminId, 'p2p_provider', `p2p_provider:${saved}`, { ...input });
    return saved;
  });
  return { id, ...input };
}
