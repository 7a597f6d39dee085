/**
 * Reads of balances and the balance log (docs/architecture.md "Money": balance log = journal). Every coin is listed
 * for a member, zero when never held; the log is the member's journal entries, newest first, paged as
 * docs/api.md "Conventions" lists are.
 */
import { COINS, LIMITS, type Coin } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { findUserAccount } from './accounts.ts';
import * as repo from './ledger.repository.ts';
import type { LogRow } from './ledger.repository.ts';
import type { Bucket, CoinBalance } from './ledger.types.ts';

const zero = (): CoinBalance => ({ available: 0n, frozen: 0n });

export async function getAccountBalances(db: Db, accountId: number): Promise<Record<Coin, CoinBalance>> {
  const rows = await repo.balancesOfAccount(db, accountId);
  return Object.fromEntries(COINS.map((coin) => [coin, rows.get(coin) ?? zero()])) as Record<Coin, CoinBalance>;
}

/** Every coin of a member, zero for coins never held (and for a member who never held any). */
export async function getBalances(db: Db, userId: number): Promise<Record<Coin, CoinBalance>> {
  const account = await findUserAccount(db, userId);
  if (!account) return Object.fromEntries(COINS.map((coin) => [coin, zero()])) as Record<Coin, CoinBalance>;
  return getAccountBalances(db, account.id);
}

export interface LogPage {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: LogRow[];
}

/** `bucket` narrows the log to one side: members see their `available` history, holds show as its debits. */
export async function balanceLog(
  db: Db,
  userId: number,
  query: { coin?: Coin; bucket?: Bucket; page?: number; limit?: number } = {},
): Promise<LogPage> {
  const limit = Math.min(Math.max(query.limit ?? LIMITS.pageSizeDefault, 1), LIMITS.pageSizeMax);
  const page = Math.max(query.page ?? 1, 1);
  const account = await findUserAccount(db, userId);
  const total = account ? await repo.countLog(db, account.id, query.coin, query.bucket) : 0;
  const data =
    account && total > 0 ? await repo.pageLog(db, account.id, query.coin, limit, (page - 1) * limit, query.bucket) : [];
  return { total, per_page: limit, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), data };
}
