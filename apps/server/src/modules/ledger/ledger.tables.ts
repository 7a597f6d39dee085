/** Kysely table types of the ledger (migration 0002; docs/architecture.md "Money: one ledger"). */
import type { Generated } from 'kysely';
import type { Money } from '../../db/columns.ts';

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: 'user' | 'system';
  user_id: number | null;
  code: string;
  allow_negative: number;
  createtime: number;
}

export interface BalancesTable {
  account_id: number;
  coin: string;
  available: Money;
  frozen: Money;
  allow_negative: number;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  kind: string;
  memo: string;
  idempotency_key: string | null;
  request_hash: string;
  createtime: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  posting_id: number;
  account_id: number;
  coin: string;
  amount: Money;
  bucket: 'available' | 'frozen';
  balance_after: Money;
  createtime: number;
}

export interface LedgerHoldsTable {
  id: Generated<number>;
  account_id: number;
  coin: string;
  amount: Money;
  status: 'pending' | 'posted' | 'voided' | 'expired';
  expiretime: number | null;
  hold_posting_id: number;
  settle_posting_id: number | null;
  createtime: number;
  updatetime: number;
}
