/**
 * Ledger accounts, created on first use (docs/architecture.md "Money": system accounts for fees, escrow, deposits,
 * withdrawals, rewards). Each member has one account holding every coin; each system account is one row.
 *
 * Sign rule: only issuance sources may go below zero — `external` (the chain and the world outside: deposits
 * come from it, withdrawals go to it, operator adjustments settle against it) and `rewards` (points and
 * score the platform grants). Their negative balance is what they have put into circulation, so every
 * coin sums to exactly zero over all accounts. All other accounts must be funded by a posting first.
 */
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './ledger.repository.ts';
import type { AccountKey } from './ledger.repository.ts';
import type { LedgerAccount } from './ledger.types.ts';

export const USER_ACCOUNT_CODE = 'main';

export const SYSTEM_ACCOUNTS = {
  external: { allowNegative: true },
  rewards: { allowNegative: true },
  fees: { allowNegative: false },
  escrow: { allowNegative: false },
  deposits_in_transit: { allowNegative: false },
  withdrawals_in_transit: { allowNegative: false },
  exchange_liquidity: { allowNegative: false },
  /** what members pay the platform for its services (VIP plans) */
  revenue: { allowNegative: false },
} as const;
export type SystemAccountCode = keyof typeof SYSTEM_ACCOUNTS;

async function ensureAccount(db: Db, key: AccountKey, allowNegative: boolean): Promise<LedgerAccount> {
  const found = await repo.findAccount(db, key);
  if (found) return found;
  await repo.insertAccount(db, key, allowNegative, clock.now());
  const created = await repo.findAccount(db, key);
  if (!created) throw new Error(`ledger: could not create account ${key.kind}/${key.code}`);
  return created;
}

export function accountForUser(db: Db, userId: number): Promise<LedgerAccount> {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`ledger: bad user id ${userId}`);
  return ensureAccount(db, { kind: 'user', userId, code: USER_ACCOUNT_CODE }, false);
}

export function systemAccount(db: Db, code: SystemAccountCode): Promise<LedgerAccount> {
  const definition = SYSTEM_ACCOUNTS[code];
  if (!definition) throw new Error(`ledger: unknown system account ${String(code)}`);
  return ensureAccount(db, { kind: 'system', userId: null, code }, definition.allowNegative);
}

/** A member's account without creating it (reads of someone who never held money). */
export function findUserAccount(db: Db, userId: number): Promise<LedgerAccount | undefined> {
  return repo.findAccount(db, { kind: 'user', userId, code: USER_ACCOUNT_CODE });
}
