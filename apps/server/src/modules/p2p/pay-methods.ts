/**
 * A member's payment methods (docs/api.md "P2P with payment methods": /api/ctoc/paymethods, savepaymethod,
 * delpaymethod): where a buyer sends fiat on an `offchain` order. At most P2P_PAY_METHODS_MAX each; every
 * query names the member, so one never reads or changes another's. Orders keep a snapshot of the methods
 * they were opened with, so editing or deleting a method never changes an order under way.
 */
import { P2P_PAY_METHODS_MAX, type PayMethod, type SavePayMethodBody } from '@app/contract';
import { sql } from 'kysely';
import { AppError, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { providersByIds, type ProviderRow } from './fiat.repository.ts';
import { checkProviderAccount } from './provider-accounts.ts';
import { ensureTrader } from './traders.repository.ts';

const columns = ['id', 'type', 'name', 'account', 'bank', 'qrcode', 'provider_id'] as const;

interface MethodRow {
  id: number | string;
  type: PayMethod['type'];
  name: string;
  account: string;
  bank: string;
  qrcode: string;
  provider_id: number | string | null;
}

/** Empty optional parts are left out of the reply, as the contract marks them optional. */
export const presentPayMethod = (row: MethodRow, provider: ProviderRow | undefined): PayMethod => ({
  id: Number(row.id),
  type: row.type,
  name: row.name,
  account: row.account,
  ...(row.bank ? { bank: row.bank } : {}),
  ...(row.qrcode ? { qrcode: row.qrcode } : {}),
  ...(provider ? { provider: { id: provider.id, name: provider.name, fiat: provider.fiat } } : {}),
});

/** The member's methods, oldest first; with `ids`, only those of them (in that order). */
export async function payMethodsOf(db: Db, userId: number, ids?: number[]): Promise<PayMethod[]> {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom('p2p_pay_methods').select(columns).where('user_id', '=', userId);
  if (ids) query = query.where('id', 'in', ids);
  const raw = await query.orderBy('id').execute();
  const providers = await providersByIds(
    db,
    raw.flatMap((r) => (r.provider_id === null ? [] : [Number(r.provider_id)])),
  );
  const rows = raw.map((r) => presentPayMethod(r, r.provider_id === null ? undefined : providers.get(Number(r.provider_id))));
  return ids ? ids.flatMap((id) => rows.filter((row) => row.id === id)) : rows;
}

/** The kind and provider of the given methods (what a market ad shows instead of the accounts themselves). */
export async function payMethodKinds(
  db: Db,
  ids: number[],
): Promise<Map<number, { type: PayMethod['type']; providerId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('p2p_pay_methods')
    .select(['id', 'type', 'provider_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [Number(r.id), { type: r.type, providerId: r.provider_id === null ? null : Number(r.provider_id) }]),
  );
}

/**
 * The method's fields (docs/api.md "P2P in the members' own money"): with a provider, the type comes from it
 * and the account must fit what it holds; without one (as before providers), the type is required.
 */
async function methodFields(db: Db, body: MethodInput) {
  const base = { name: body.name, account: body.account, bank: body.bank ?? '', qrcode: body.qrcode ?? '' };
  if (body.provider === undefined) {
    if (!body.type) throw new AppError('validation', 'validation.required');
    return { ...base, type: body.type, provider_id: null };
  }
  const provider = (await providersByIds(db, [body.provider])).get(body.provider);
  if (!provider?.enabled) throw new AppError('validation', 'fiat.unknown_provider');
  const currency = await db.selectFrom('p2p_currencies').select('enabled').where('code', '=', provider.fiat).executeTakeFirst();
  if (Number(currency?.enabled) !== 1) throw new AppError('validation', 'fiat.unknown_currency', { fiat: provider.fiat });
  checkProviderAccount(provider, base);
  return { ...base, type: provider.type, provider_id: provider.id };
}

/**
 * Takes the member's trader row lock first, so two concurrent adds cannot both pass the limit (PostgreSQL
 * waits on the row; SQLite already runs one writer at a time).
 */
async function lockMember(trx: Db, userId: number): Promise<void> {
  await ensureTrader(trx, userId);
  await trx
    .updateTable('p2p_traders')
    .set({ open_orders: sql<number>`open_orders` })
    .where('user_id', '=', userId)
    .execute();
}

async function countMethods(trx: Db, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('p2p_pay_methods')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Another member's method (or a missing one) is 404 before the password, which it would not consume. */
async function requireOwnMethod(db: Db, userId: number, id: number): Promise<void> {
  const row = await db
    .selectFrom('p2p_pay_methods')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('p2p.paymethod_not_found');
}

/**
 * Adds or changes a method (docs/api.md "P2P in the members' own money" → "Providers"): the fields are checked
 * first, then the payment password (wrong entries count toward its lockout), then the write.
 */
export async function savePayMethod(db: Db, userId: number, body: SavePayMethodBody): Promise<PayMethod> {
  const fields = await methodFields(db, body);
  if (body.id !== undefined) await requireOwnMethod(db, userId, body.id);
  await checkPayPassword(db, userId, body.paypassword);
  return storePayMethod(db, userId, body, fields);
}

type MethodInput = Omit<SavePayMethodBody, 'paypassword'>;

/** Writes a checked method (the payment password already confirmed); the bench's sellers start here too. */
export async function storePayMethod(
  db: Db,
  userId: number,
  body: MethodInput,
  checked?: Awaited<ReturnType<typeof methodFields>>,
): Promise<PayMethod> {
  const fields = checked ?? (await methodFields(db, body));
  const id = await withTransaction(db, async (trx) => {
    const now = clock.now();
    if (body.id !== undefined) {
      const result = await trx
        .updateTable('p2p_pay_methods')
        .set({ ...fields, updatetime: now })
        .where('id', '=', body.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound('p2p.paymethod_not_found');
      return body.id;
    }
    await lockMember(trx, userId);
    if ((await countMethods(trx, userId)) >= P2P_PAY_METHODS_MAX)
      throw refuse('p2p.too_many_paymethods', { max: P2P_PAY_METHODS_MAX });
    const row = await trx
      .insertInto('p2p_pay_methods')
      .values({ user_id: userId, ...fields, createtime: now, updatetime: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
  return (await payMethodsOf(db, userId, [id]))[0]!;
}

export async function deletePayMethod(db: Db, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('p2p_pay_methods').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound('p2p.paymethod_not_found');
}
