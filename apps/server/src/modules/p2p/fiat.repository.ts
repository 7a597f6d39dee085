/**
 * Queries of `p2p_currencies` and `p2p_providers` (docs/api.md "P2P in the members' own money"). Amounts are
 * read as exact text and turned into bigint units (USDT's scale) here.
 */
import type { P2pAccountLabel, P2pPayMethodType } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';

export interface CurrencyRow {
  code: string;
  decimals: number;
  enabled: boolean;
  min_amount: bigint;
  max_amount: bigint;
  reference_price: bigint;
}

export interface ProviderRow {
  id: number;
  fiat: string;
  name: string;
  type: P2pPayMethodType;
  account_label: P2pAccountLabel;
  needs_bank: boolean;
  enabled: boolean;
}

function selectCurrencies(db: Db) {
  return db
    .selectFrom('p2p_currencies')
    .select(['code', 'decimals', 'enabled'])
    .select([money('min_amount').as('min_amount'), money('max_amount').as('max_amount'), money('reference_price').as('ref')]);
}

type RawCurrency = Awaited<ReturnType<ReturnType<typeof selectCurrencies>['executeTakeFirstOrThrow']>>;
const toCurrency = (r: RawCurrency): CurrencyRow => ({
  code: r.code,
  decimals: Number(r.decimals),
  enabled: Number(r.enabled) === 1,
  min_amount: BigInt(r.min_amount),
  max_amount: BigInt(r.max_amount),
  reference_price: BigInt(r.ref),
});

export async function listCurrencies(db: Db, enabledOnly: boolean): Promise<CurrencyRow[]> {
  let query = selectCurrencies(db);
  if (enabledOnly) query = query.where('enabled', '=', 1);
  return (await query.orderBy('sort').orderBy('code').execute()).map(toCurrency);
}

export async function findCurrency(db: Db, code: string): Promise<CurrencyRow | undefined> {
  const row = await selectCurrencies(db).where('code', '=', code).executeTakeFirst();
  return row && toCurrency(row);
}

export async function upsertCurrency(db: Db, row: CurrencyRow, now: number): Promise<void> {
  const values = {
    decimals: row.decimals,
    enabled: row.enabled ? 1 : 0,
    min_amount: row.min_amount,
    max_amount: row.max_amount,
    reference_price: row.reference_price,
    updatetime: now,
  };
  await db
    .insertInto('p2p_currencies')
    .values({ code: row.code, ...values })
    .onConflict((oc) => oc.column('code').doUpdateSet(values))
    .execute();
}

const providerColumns = ['id', 'fiat', 'name', 'type', 'account_label', 'needs_bank', 'enabled'] as const;
type RawProvider = { [K in (typeof providerColumns)[number]]: unknown };
const toProvider = (r: RawProvider): ProviderRow => ({
  id: Number(r.id),
  fiat: String(r.fiat),
  name: String(r.name),
  type: r.type as P2pPayMethodType,
  account_label: r.account_label as P2pAccountLabel,
  needs_bank: Number(r.needs_bank) === 1,
  enabled: Number(r.enabled) === 1,
});

export async function listProviders(db: Db, q: { fiat?: string; enabledOnly: boolean }): Promise<ProviderRow[]> {
  let query = db.selectFrom('p2p_providers').select(providerColumns);
  if (q.fiat) query = query.where('fiat', '=', q.fiat);
  if (q.enabledOnly) query = query.where('enabled', '=', 1);
  return (await query.orderBy('fiat').orderBy('sort').orderBy('id').execute()).map(toProvider);
}

export async function providersByIds(db: Db, ids: number[]): Promise<Map<number, ProviderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('p2p_providers')
    .select(providerColumns)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), toProvider(r)]));
}

export type ProviderInput = Omit<ProviderRow, 'id'>;

function providerValues(p: ProviderInput, now: number) {
  return {
    fiat: p.fiat,
    name: p.name,
    type: p.type,
    account_label: p.account_label,
    needs_bank: p.needs_bank ? 1 : 0,
    enabled: p.enabled ? 1 : 0,
    updatetime: now,
  };
}

export async function insertProvider(db: Db, p: ProviderInput, now: number): Promise<number> {
  const row = await db.insertInto('p2p_providers').values(providerValues(p, now)).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** False when there is no such provider. */
export async function updateProvider(db: Db, id: number, p: ProviderInput, now: number): Promise<boolean> {
  const result = await db.updateTable('p2p_providers').set(providerValues(p, now)).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
