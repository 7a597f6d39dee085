/**
 * Queries of the wallet's own tables (deposits, withdrawals, daily withdrawal usage; the bound withdrawal
 * addresses are in bound-addresses.repository.ts).
 * Money columns are read as exact text and turned into bigint here; every function takes the database
 * or the caller's transaction.
 */
import type { Coin } from '@app/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

type Status = 'pending' | 'passed' | 'rejected';

/* ---------- deposits ---------- */

export interface DepositRow {
  id: number;
  user_id: number;
  coin: Coin;
  chain: string;
  address: string;
  amount: bigint;
  hash: string;
  status: Status;
  reason: string;
  createtime: number;
  decidetime: number | null;
  /** the transfer's position among its transaction's logs; -1 for a claim nobody checked on chain */
  log_index: number;
  memo: string;
  confirmations: number | null;
  /** 1 when the chain watcher decides it (deposit-watch.ts) */
  watched: number;
}

const depositColumns = [
  'id',
  'user_id',
  'coin',
  'chain',
  'address',
  'hash',
  'status',
  'reason',
  'createtime',
  'decidetime',
  'log_index',
  'memo',
  'confirmations',
  'watched',
] as const;

/** One review-queue page of deposits or withdrawals: pending oldest first, decided newest first. */
async function pageByStatus<O>(
  query: SelectQueryBuilder<Database, 'wallet_deposits' | 'wallet_withdrawals', O>,
  q: { status?: Status; offset: number; limit: number },
): Promise<{ total: number; rows: O[] }> {
  const filtered = q.status ? query.where('status', '=', q.status) : query;
  const count = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .orderBy('id', q.status === 'pending' ? 'asc' : 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(count.n), rows };
}

export function selectDeposits(db: Db) {
  return db.selectFrom('wallet_deposits').select(depositColumns).select(money('amount').as('amount'));
}

type RawDeposit = Awaited<ReturnType<ReturnType<typeof selectDeposits>['executeTakeFirstOrThrow']>>;
export function toDeposit(r: RawDeposit): DepositRow {
  return {
    ...r,
    id: Number(r.id),
    user_id: Number(r.user_id),
    coin: r.coin as Coin,
    amount: BigInt(r.amount),
    log_index: Number(r.log_index),
    confirmations: r.confirmations === null ? null : Number(r.confirmations),
    watched: Number(r.watched),
  };
}

/** Undefined when the member's idempotency key or the transfer (hash and log index) was already used (unique indexes). */
export async function insertDeposit(
  db: Db,
  d: {
    userId: number;
    coin: Coin;
    chain: string;
    address: string;
    memo?: string;
    amount: bigint;
    hash: string;
    key: string | null;
    now: number;
    /** where the transfer sits on chain, for a deposit read from a node (deposits.repository.ts) */
    onChain?: { logIndex: number; blockNumber: number; blockHash: string; confirmations: number; watched: 0 | 1 };
  },
): Promise<number | undefined> {
  const chain = d.onChain;
  const row = await db
    .insertInto('wallet_deposits')
    .values({
      user_id: d.userId,
      coin: d.coin,
      chain: d.chain,
      address: d.address,
      memo: d.memo ?? '',
      amount: d.amount,
      hash: d.hash,
      idempotency_key: d.key,
      createtime: d.now,
      ...(chain && {
        log_index: chain.logIndex,
        block_number: chain.blockNumber,
        block_hash: chain.blockHash,
        confirmations: chain.confirmations,
        watched: chain.watched,
      }),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function findDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  const row = await selectDeposits(db).where('id', '=', id).executeTakeFirst();
  return row && toDeposit(row);
}

export async function findDepositByKey(db: Db, userId: number, key: string): Promise<DepositRow | undefined> {
  const row = await selectDeposits(db).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && toDeposit(row);
}

export async function listDeposits(
  db: Db,
  q: { status?: Status; offset: number; limit: number },
): Promise<{ total: number; rows: DepositRow[] }> {
  // A transfer the chain watcher is confirming is not the operators' to decide.
  const query = q.status === 'pending' ? selectDeposits(db).where('watched', '=', 0) : selectDeposits(db);
  const page = await pageByStatus(query, q);
  return { total: page.total, rows: page.rows.map(toDeposit) };
}

/** Moves a pending deposit to its decision; false when another decision came first. */
export async function decideDeposit(
  db: Db,
  d: { id: number; status: Status; reason: string; adminId: number; postingId: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_deposits')
    .set({ status: d.status, reason: d.reason, admin_id: d.adminId, posting_id: d.postingId, decidetime: d.now })
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .where('watched', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The amount a pass credited, when it is the chain's rather than the claimed one (wallet-review.ts). */
export async function setDepositAmount(db: Db, id: number, amount: bigint): Promise<void> {
  await db.updateTable('wallet_deposits').set({ amount }).where('id', '=', id).execute();
}

export async function setDepositPosting(db: Db, id: number, postingId: number): Promise<void> {
  await db.updateTable('wallet_deposits').set({ posting_id: postingId }).where('id', '=', id).execute();
}

/* ---------- withdrawals ---------- */

export interface WithdrawalRow {
  id: number;
  user_id: number;
  coin: Coin;
  chain: string;
  address: string;
  amount: bigint;
  fee: bigint;
  actual: bigint;
  day: string;
  status: Status;
  hold_id: number | null;
  reason: string;
  createtime: number;
  decidetime: number | null;
  /** the payout of a passed withdrawal (withdraw-payout.ts): null while in transit */
  payout: 'paid' | 'failed' | null;
  payout_hash: string;
  payout_reason: string;
  payout_time: number | null;
  /** `pi_wallet`: paid to the member's Pi wallet through the Pi Platform, address '' (docs/api.md "Withdrawing to the Pi wallet") */
  destination: 'address' | 'pi_wallet';
}

const withdrawalColumns = [
  'id',
  'user_id',
  'coin',
  'chain',
  'address',
  'day',
  'status',
  'hold_id',
  'reason',
  'createtime',
  'decidetime',
  'payout',
  'payout_hash',
  'payout_reason',
  'payout_time',
  'destination',
] as const;

export function selectWithdrawals(db: Db) {
  return db
    .selectFrom('wallet_withdrawals')
    .select(withdrawalColumns)
    .select([money('amount').as('amount'), money('fee').as('fee'), money('actual').as('actual')]);
}

type RawWithdrawal = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['executeTakeFirstOrThrow']>>;
export function toWithdrawal(r: RawWithdrawal): WithdrawalRow {
  return {
    ...r,
    id: Number(r.id),
    user_id: Number(r.user_id),
    hold_id: r.hold_id === null ? null : Number(r.hold_id),
    coin: r.coin as Coin,
    amount: BigInt(r.amount),
    fee: BigInt(r.fee),
    actual: BigInt(r.actual),
  };
}

export interface NewWithdrawal {
  userId: number;
  coin: Coin;
  chain: string;
  address: string;
  destination: 'address' | 'pi_wallet';
  amount: bigint;
  fee: bigint;
  actual: bigint;
  day: string;
  key: string | null;
  now: number;
}

/** Undefined when the member's idempotency key was already used (a concurrent twin waits here). */
export async function insertWithdrawal(db: Db, w: NewWithdrawal): Promise<number | undefined> {
  const row = await db
    .insertInto('wallet_withdrawals')
    .values({
      user_id: w.userId,
      coin: w.coin,
      chain: w.chain,
      address: w.address,
      destination: w.destination,
      amount: w.amount,
      fee: w.fee,
      actual: w.actual,
      day: w.day,
      idempotency_key: w.key,
      createtime: w.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function setWithdrawalHold(db: Db, id: number, holdId: number): Promise<void> {
  await db.updateTable('wallet_withdrawals').set({ hold_id: holdId }).where('id', '=', id).execute();
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const row = await selectWithdrawals(db).where('id', '=', id).executeTakeFirst();
  return row && toWithdrawal(row);
}

export async function findWithdrawalByKey(db: Db, userId: number, key: string): Promise<WithdrawalRow | undefined> {
  const row = await selectWithdrawals(db).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && toWithdrawal(row);
}

export async function listWithdrawals(
  db: Db,
  q: { status?: Status; offset: number; limit: number },
): Promise<{ total: number; rows: WithdrawalRow[] }> {
  const page = await pageByStatus(selectWithdrawals(db), q);
  return { total: page.total, rows: page.rows.map(toWithdrawal) };
}

export async function decideWithdrawal(
  db: Db,
  d: { id: number; status: Status; reason: string; adminId: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_withdrawals')
    .set({ status: d.status, reason: d.reason, admin_id: d.adminId, decidetime: d.now })
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/* ---------- daily withdrawal usage ---------- */

/** Adds `amount` to the day's usage only while it stays within `limit`; false when it would not. */
export async function reserveUsage(
  db: Db,
  u: { userId: number; coin: Coin; day: string; amount: bigint; limit: bigint },
): Promise<boolean> {
  await db
    .insertInto('wallet_withdraw_usage')
    .values({ user_id: u.userId, coin: u.coin, day: u.day, used: 0n })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const result = await db
    .updateTable('wallet_withdraw_usage')
    .set({ used: sql`used + ${u.amount}` })
    .where('user_id', '=', u.userId)
    .where('coin', '=', u.coin)
    .where('day', '=', u.day)
    .where(sql<boolean>`used + ${u.amount} <= ${u.limit}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A rejected withdrawal no longer counts toward the day it was requested on. */
export async function releaseUsage(db: Db, u: { userId: number; coin: Coin; day: string; amount: bigint }): Promise<void> {
  await db
    .updateTable('wallet_withdraw_usage')
    .set({ used: sql`used - ${u.amount}` })
    .where('user_id', '=', u.userId)
    .where('coin', '=', u.coin)
    .where('day', '=', u.day)
    .execute();
}

export async function usageOn(db: Db, userId: number, coin: Coin, day: string): Promise<bigint> {
  const row = await db
    .selectFrom('wallet_withdraw_usage')
    .select(money('used').as('used'))
    .where('user_id', '=', userId)
    .where('coin', '=', coin)
    .where('day', '=', day)
    .executeTakeFirst();
  return row ? BigInt(row.used) : 0n;
}
