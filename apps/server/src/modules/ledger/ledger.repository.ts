/**
 * Every query of the ledger (docs/architecture.md "Money: one ledger"). Money columns are read as text and turned
 * into bigint here, never through a JavaScript number; writes bind bigints (exact on both drivers).
 * Every function takes the database or the caller's transaction.
 */
import type { Coin, PostingKind } from '@app/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import type { Bucket, CoinBalance, EntryResult, Hold, HoldStatus, LedgerAccount } from './ledger.types.ts';

/* ---------- accounts ---------- */

export interface AccountKey {
  kind: 'user' | 'system';
  userId: number | null;
  code: string;
}

export async function findAccount(db: Db, key: AccountKey): Promise<LedgerAccount | undefined> {
  let query = db.selectFrom('ledger_accounts').selectAll().where('kind', '=', key.kind).where('code', '=', key.code);
  query = key.userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', key.userId);
  const row = await query.executeTakeFirst();
  return row && { id: row.id, kind: row.kind, userId: row.user_id, code: row.code, allowNegative: row.allow_negative === 1 };
}

/** Creates the account unless a concurrent caller just did (both partial unique indexes answer DO NOTHING). */
export async function insertAccount(db: Db, key: AccountKey, allowNegative: boolean, now: number): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values({ kind: key.kind, user_id: key.userId, code: key.code, allow_negative: allowNegative ? 1 : 0, createtime: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function accountAllowsNegative(db: Db, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('ledger_accounts').select('allow_negative').where('id', '=', accountId).executeTakeFirst();
  return row?.allow_negative === 1;
}

/* ---------- balances ---------- */

export interface RowDelta {
  account: number;
  coin: Coin;
  available: bigint;
  frozen: bigint;
}

const balanceColumns = [money('available').as('available'), money('frozen').as('frozen')] as const;
const toBalance = (row: { available: string; frozen: string }): CoinBalance => ({
  available: BigInt(row.available),
  frozen: BigInt(row.frozen),
});

/**
 * Applies a delta that takes money out of a row, only if the row covers it (`available >= x`, unless the
 * row may go negative; `frozen >= x` always). Undefined when the row is missing or does not cover it.
 */
export async function debitRow(db: Db, d: RowDelta): Promise<CoinBalance | undefined> {
  const row = await db
    .updateTable('balances')
    .set({ available: sql<bigint>`available + ${d.available}`, frozen: sql<bigint>`frozen + ${d.frozen}` })
    .where('account_id', '=', d.account)
    .where('coin', '=', d.coin)
    .where((eb) => {
      const covered: Expression<SqlBool>[] = [];
      if (d.available < 0n) covered.push(eb.or([eb(sql`available`, '>=', -d.available), eb('allow_negative', '=', 1)]));
      if (d.frozen < 0n) covered.push(eb(sql`frozen`, '>=', -d.frozen));
      return eb.and(covered);
    })
    .returning(balanceColumns)
    .executeTakeFirst();
  return row && toBalance(row);
}

/**
 * Adds a delta to a row, creating it with the account's sign rule when missing. Undefined only when the
 * account does not exist.
 */
export async function creditRow(db: Db, d: RowDelta): Promise<CoinBalance | undefined> {
  const row = await db
    .insertInto('balances')
    .columns(['account_id', 'coin', 'available', 'frozen', 'allow_negative'])
    .expression(
      db
        .selectFrom('ledger_accounts')
        .select([
          'id',
          sql<string>`${d.coin}`.as('coin'),
          sql<bigint>`cast(${d.available} as bigint)`.as('available'),
          sql<bigint>`cast(${d.frozen} as bigint)`.as('frozen'),
          'allow_negative',
        ])
        .where('id', '=', d.account),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'coin']).doUpdateSet({
        available: sql<bigint>`balances.available + excluded.available`,
        frozen: sql<bigint>`balances.frozen + excluded.frozen`,
      }),
    )
    .returning(balanceColumns)
    .executeTakeFirst();
  return row && toBalance(row);
}

export async function balancesOfAccount(db: Db, accountId: number): Promise<Map<string, CoinBalance>> {
  const rows = await db
    .selectFrom('balances')
    .select(['coin', ...balanceColumns])
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((r) => [r.coin, toBalance(r)]));
}

/* ---------- postings and entries ---------- */

export interface NewPosting {
  kind: PostingKind;
  memo: string;
  idempotencyKey: string | null;
  requestHash: string;
  now: number;
}

/** The new posting's id, or undefined when its idempotency key is already taken (then nothing was written). */
export async function insertPosting(db: Db, p: NewPosting): Promise<number | undefined> {
  const row = await db
    .insertInto('ledger_postings')
    .values({ kind: p.kind, memo: p.memo, idempotency_key: p.idempotencyKey, request_hash: p.requestHash, createtime: p.now })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findPostingByKey(db: Db, key: string) {
  return db.selectFrom('ledger_postings').select(['id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertEntries(db: Db, postingId: number, entries: EntryResult[], now: number): Promise<void> {
  await db
    .insertInto('ledger_entries')
    .values(
      entries.map((e) => ({
        posting_id: postingId,
        account_id: e.account,
        coin: e.coin,
        amount: e.amount,
        bucket: e.bucket,
        balance_after: e.balanceAfter,
        createtime: now,
      })),
    )
    .execute();
}

const entryColumns = [
  'account_id',
  'coin',
  'bucket',
  money('amount').as('amount'),
  money('balance_after').as('balance_after'),
] as const;

export async function entriesOfPosting(db: Db, postingId: number): Promise<EntryResult[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(entryColumns)
    .where('posting_id', '=', postingId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    account: r.account_id,
    coin: r.coin as Coin,
    amount: BigInt(r.amount),
    bucket: r.bucket,
    balanceAfter: BigInt(r.balance_after),
  }));
}

/* ---------- balance log ---------- */

export interface LogRow {
  id: number;
  postingId: number;
  kind: string;
  memo: string;
  coin: Coin;
  amount: bigint;
  bucket: Bucket;
  balanceAfter: bigint;
  createtime: number;
}

function logQuery(db: Db, accountId: number, coin?: Coin, bucket?: Bucket) {
  let query = db.selectFrom('ledger_entries as e').where('e.account_id', '=', accountId);
  if (coin) query = query.where('e.coin', '=', coin);
  if (bucket) query = query.where('e.bucket', '=', bucket);
  return query;
}

export async function countLog(db: Db, accountId: number, coin?: Coin, bucket?: Bucket): Promise<number> {
  const row = await logQuery(db, accountId, coin, bucket)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageLog(
  db: Db,
  accountId: number,
  coin: Coin | undefined,
  limit: number,
  offset: number,
  bucket?: Bucket,
): Promise<LogRow[]> {
  const rows = await logQuery(db, accountId, coin, bucket)
    .innerJoin('ledger_postings as p', 'p.id', 'e.posting_id')
    .select(['e.id', 'e.posting_id', 'p.kind', 'p.memo', 'e.coin', 'e.bucket', 'e.createtime'])
    .select([money('e.amount').as('amount'), money('e.balance_after').as('balance_after')])
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    postingId: r.posting_id,
    kind: r.kind,
    memo: r.memo,
    coin: r.coin as Coin,
    amount: BigInt(r.amount),
    bucket: r.bucket,
    balanceAfter: BigInt(r.balance_after),
    createtime: r.createtime,
  }));
}

/* ---------- holds ---------- */

export async function insertHold(
  db: Db,
  h: { account: number; coin: Coin; amount: bigint; expiretime: number | null; postingId: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('ledger_holds')
    .values({
      account_id: h.account,
      coin: h.coin,
      amount: h.amount,
      status: 'pending',
      expiretime: h.expiretime,
      hold_posting_id: h.postingId,
      createtime: h.now,
      updatetime: h.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const holdColumns = [
  'id',
  'account_id',
  'coin',
  'status',
  'expiretime',
  'hold_posting_id',
  'settle_posting_id',
  'createtime',
  money('amount').as('amount'),
] as const;

type HoldRow = {
  id: number;
  account_id: number;
  coin: string;
  status: HoldStatus;
  expiretime: number | null;
  hold_posting_id: number;
  settle_posting_id: number | null;
  createtime: number;
  amount: string;
};
const toHold = (r: HoldRow): Hold => ({
  id: r.id,
  account: r.account_id,
  coin: r.coin as Coin,
  amount: BigInt(r.amount),
  status: r.status,
  expiretime: r.expiretime,
  holdPostingId: r.hold_posting_id,
  settlePostingId: r.settle_posting_id,
  createtime: r.createtime,
});

export async function findHold(db: Db, holdId: number): Promise<Hold | undefined> {
  const row = await db.selectFrom('ledger_holds').select(holdColumns).where('id', '=', holdId).executeTakeFirst();
  return row && toHold(row);
}

export async function findHoldByPosting(db: Db, postingId: number): Promise<Hold | undefined> {
  const row = await db.selectFrom('ledger_holds').select(holdColumns).where('hold_posting_id', '=', postingId).executeTakeFirst();
  return row && toHold(row);
}

/**
 * Moves a pending hold to its final status, exactly once: the status condition makes a second claimer
 * (or one that waited on the row lock) find no row. `live` claims only an unexpired hold, `due` only an
 * expired one, `any` either.
 */
export async function claimHold(
  db: Db,
  holdId: number,
  to: Exclude<HoldStatus, 'pending'>,
  when: 'live' | 'due' | 'any',
  now: number,
): Promise<Hold | undefined> {
  let query = db
    .updateTable('ledger_holds')
    .set({ status: to, updatetime: now })
    .where('id', '=', holdId)
    .where('status', '=', 'pending');
  if (when === 'live') query = query.where((eb) => eb.or([eb('expiretime', 'is', null), eb('expiretime', '>', now)]));
  if (when === 'due') query = query.where('expiretime', '<=', now);
  const row = await query.returning(holdColumns).executeTakeFirst();
  return row && toHold(row);
}

export async function setSettlePosting(db: Db, holdId: number, postingId: number): Promise<void> {
  await db.updateTable('ledger_holds').set({ settle_posting_id: postingId }).where('id', '=', holdId).execute();
}

export async function dueHoldIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_holds')
    .select('id')
    .where('status', '=', 'pending')
    .where('expiretime', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
