/**
 * Queries of deposits seen on chain (deposit-watch.ts, deposit-claim.ts) and of the member's deposit list.
 * A transfer is one row under the unique (coin, hash, log_index) and (chain, hash, log_index) indexes, so
 * the watcher and a member's claim of the same transfer meet on the same row.
 */
import type { Coin, DepositRecordStatus } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { insertDeposit, selectDeposits, toDeposit, type DepositRow } from './wallet.repository.ts';

export interface ObservedDeposit {
  userId: number;
  coin: Coin;
  chain: string;
  address: string;
  amount: bigint;
  hash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  confirmations: number;
  /** 1: the watcher credits it after its confirmations; 0: an operator decides (a claim that did not match) */
  watched: 0 | 1;
  now: number;
}

/** Undefined when the transfer already has its row. */
export async function insertObservedDeposit(db: Db, d: ObservedDeposit): Promise<number | undefined> {
  const { logIndex, blockNumber, blockHash, confirmations, watched, ...deposit } = d;
  return insertDeposit(db, { ...deposit, key: null, onChain: { logIndex, blockNumber, blockHash, confirmations, watched } });
}

export async function findDepositByTransfer(db: Db, coin: Coin, hash: string, logIndex: number): Promise<DepositRow | undefined> {
  const row = await selectDeposits(db)
    .where('coin', '=', coin)
    .where('hash', '=', hash)
    .where('log_index', '=', logIndex)
    .executeTakeFirst();
  return row && toDeposit(row);
}

/** The chain's deposits the watcher is still confirming, oldest first. */
export async function confirmingOn(db: Db, chain: string): Promise<DepositRow[]> {
  const rows = await selectDeposits(db)
    .where('chain', '=', chain)
    .where('status', '=', 'pending')
    .where('watched', '=', 1)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map(toDeposit);
}

export async function setConfirmations(
  db: Db,
  id: number,
  c: { confirmations: number; blockNumber: number | null; blockHash: string | null },
): Promise<void> {
  await db
    .updateTable('wallet_deposits')
    .set({ confirmations: c.confirmations, block_number: c.blockNumber, block_hash: c.blockHash })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Ends a watched deposit still pending with `decision`; false when it had moved on (decided by a twin run). */
async function decideWatched(
  db: Db,
  id: number,
  decision:
    { status: 'passed'; confirmations: number; decidetime: number } | { status: 'rejected'; reason: string; decidetime: number },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_deposits')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('watched', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a confirming deposit to passed; false when it was no longer confirming (credited by a twin run). */
export function passWatched(db: Db, id: number, confirmations: number, now: number): Promise<boolean> {
  return decideWatched(db, id, { status: 'passed', confirmations, decidetime: now });
}

/** A watched deposit still pending, rejected with the reason; false when it had moved on. */
export function rejectWatched(db: Db, id: number, reason: string, now: number): Promise<boolean> {
  return decideWatched(db, id, { status: 'rejected', reason, decidetime: now });
}

/** One page of the member's own deposits, newest first; `confirming` and `pending` differ by who decides. */
export async function memberDeposits(
  db: Db,
  q: { userId: number; status?: DepositRecordStatus; offset: number; limit: number },
): Promise<{ total: number; rows: DepositRow[] }> {
  let query = selectDeposits(db).where('user_id', '=', q.userId);
  if (q.status === 'confirming') query = query.where('status', '=', 'pending').where('watched', '=', 1);
  else if (q.status === 'pending') query = query.where('status', '=', 'pending').where('watched', '=', 0);
  else if (q.status) query = query.where('status', '=', q.status);
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query.orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return { total: Number(count.n), rows: rows.map(toDeposit) };
}
