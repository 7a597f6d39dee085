/**
 * Stored Pi wallet deposits (docs/api.md "Pi app (Pi mode)"): `pi_payments` keyed by the Platform API's payment
 * identifier, and the member's deposit row (chain `PI_WALLET`, hash = the identifier, one per payment under
 * wallet_deposits' unique chain + hash + log index). Every state change is conditional on the state it leaves.
 */
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';
import type { PiPaymentState } from './pi.tables.ts';
import { recordWatchedDeposit, rejectWatchedDeposit } from '../wallet/deposit-credit.ts';

export const PI_CHAIN = 'PI_WALLET';

export interface StoredPiPayment {
  identifier: string;
  user_id: number;
  deposit_id: number;
  amount: bigint;
  state: PiPaymentState;
  approved: number;
  txid: string | null;
  attempts: number;
  last_error: string;
  next_try_ms: number;
  createtime: number;
}

function selectPayments(db: Db) {
  return db
    .selectFrom('pi_payments')
    .select([
      'identifier',
      'user_id',
      'deposit_id',
      money('amount').as('amount'),
      'state',
      'approved',
      'txid',
      'attempts',
      'last_error',
      'next_try_ms',
      'createtime',
    ]);
}

type Raw = Omit<StoredPiPayment, 'amount'> & { amount: string };
const toPayment = (r: Raw): StoredPiPayment => ({
  ...r,
  user_id: Number(r.user_id),
  deposit_id: Number(r.deposit_id),
  amount: BigInt(r.amount),
  approved: Number(r.approved),
  attempts: Number(r.attempts),
  next_try_ms: Number(r.next_try_ms),
  createtime: Number(r.createtime),
});

export async function findPiPayment(db: Db, identifier: string): Promise<StoredPiPayment | undefined> {
  const row = await selectPayments(db).where('identifier', '=', identifier).executeTakeFirst();
  return row && toPayment(row as Raw);
}

/** Stores the payment and its deposit in one transaction; undefined when a twin stored it first. */
export async function insertPiPayment(
  db: Db,
  p: { identifier: string; userId: number; amount: bigint; toAddress: string; approved: boolean; now: number },
): Promise<StoredPiPayment | undefined> {
  return db.transaction().execute(async (trx) => {
    const depositId = await recordWatchedDeposit(trx, {
      userId: p.userId,
      coin: 'PI',
      chain: PI_CHAIN,
      address: p.toAddress.slice(0, 128),
      amount: p.amount,
      hash: p.identifier,
      now: p.now,
    });
    if (depositId === undefined) return undefined;
    await trx
      .insertInto('pi_payments')
      .values({
        identifier: p.identifier,
        user_id: p.userId,
        deposit_id: depositId,
        amount: p.amount,
        approved: p.approved ? 1 : 0,
        createtime: p.now,
        updatetime: p.now,
      })
      .execute();
    return findPiPayment(trx, p.identifier);
  });
}

export async function markApproved(db: Db, identifier: string, now: number): Promise<void> {
  await db.updateTable('pi_payments').set({ approved: 1, updatetime: now }).where('identifier', '=', identifier).execute();
}

/** approved | completing → completing with the txid; false when it was completed, cancelled or holds another txid. */
export async function markCompleting(db: Db, identifier: string, txid: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('pi_payments')
    .set({ state: 'completing', txid, approved: 1, updatetime: now })
    .where('identifier', '=', identifier)
    .where('state', 'in', ['approved', 'completing'])
    .where((eb) => eb.or([eb('txid', 'is', null), eb('txid', '=', txid)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** completing → completed; true for the one caller that moved it (and so credits it). */
export async function markCompleted(db: Db, identifier: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('pi_payments')
    .set({ state: 'completed', last_error: '', updatetime: now })
    .where('identifier', '=', identifier)
    .where('state', '=', 'completing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** approved → cancelled, with its deposit rejected; false when it had moved on. */
export async function markCancelled(db: Db, row: StoredPiPayment, reason: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('pi_payments')
      .set({ state: 'cancelled', updatetime: now })
      .where('identifier', '=', row.identifier)
      .where('state', '=', 'approved')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await rejectWatchedDeposit(trx, row.deposit_id, reason, now);
    return true;
  });
}

/** A failed Platform API call: counted, and the next try waits longer each time (15 s, 30 s … at most 10 minutes). */
export async function recordFailure(db: Db, row: StoredPiPayment, error: string, nowMs: number): Promise<void> {
  const wait = Math.min(15_000 * 2 ** Math.min(row.attempts, 6), 600_000);
  await db
    .updateTable('pi_payments')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 300), next_try_ms: nowMs + wait }))
    .where('identifier', '=', row.identifier)
    .execute();
}

/** What the job retries: transactions seen and not completed, and approvals older than a minute, whose wait is over. */
export async function duePayments(db: Db, nowMs: number, limit: number): Promise<StoredPiPayment[]> {
  const rows = await selectPayments(db)
    .where('next_try_ms', '<=', nowMs)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'completing'),
        eb.and([eb('state', '=', 'approved'), eb('createtime', '<', Math.floor(nowMs / 1000) - 60)]),
      ]),
    )
    .orderBy('next_try_ms')
    .limit(limit)
    .execute();
  return rows.map((r) => toPayment(r as Raw));
}

export async function openPayments(db: Db, page: { offset: number; limit: number }) {
  const base = db.selectFrom('pi_payments').where('state', '!=', 'completed');
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await selectPayments(db)
    .where('state', '!=', 'completed')
    .orderBy('createtime')
    .orderBy('identifier')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(count.n), rows: rows.map((r) => toPayment(r as Raw)) };
}
