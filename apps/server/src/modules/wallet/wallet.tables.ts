/** Kysely table types of the wallet: deposits, withdrawals, bound addresses, withdrawal usage, and the Pi chain's unmatched payments and server payouts. */
import type { Generated } from 'kysely';
import type { Money } from '../../db/columns.ts';

/** Wallet records (migration 0005_wallet); money columns are read as text by the wallet repository. */
export interface WalletDepositsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: string;
  address: string;
  amount: Money;
  hash: string;
  status: Generated<'pending' | 'passed' | 'rejected'>;
  reason: Generated<string>;
  admin_id: number | null;
  posting_id: number | null;
  idempotency_key: string | null;
  createtime: number;
  decidetime: number | null;
  /** where the transfer sits on chain (migration 0021): -1 for a claim nobody checked on chain */
  log_index: Generated<number>;
  memo: Generated<string>;
  block_number: number | null;
  block_hash: string | null;
  confirmations: number | null;
  /** 1: the chain watcher decides it (shown as confirming while pending), 0: an operator does */
  watched: Generated<number>;
}

/** A PI payment to the app's address whose memo named no member (migration 0030, docs/api.md "PI on the Pi chain"). */
export interface ChainUnmatchedPaymentsTable {
  id: Generated<number>;
  chain: string;
  coin: string;
  hash: string;
  position: number;
  sender: string;
  memo: Generated<string>;
  amount: Money;
  status: Generated<'pending' | 'passed' | 'rejected'>;
  reason: Generated<string>;
  deposit_id: number | null;
  admin_id: number | null;
  createtime: number;
  decidetime: number | null;
}

/** The server's payout of a PI withdrawal (migration 0032, docs/api.md "PI paid by the server"). */
export interface ChainPayoutsTable {
  withdrawal_id: number;
  chain: string;
  state: Generated<string>;
  envelope: Generated<string>;
  hash: Generated<string>;
  attempts: Generated<number>;
  last_error: Generated<string>;
  /** The Pi Platform app-to-user payment's identifier (migration 0035); empty for a plain-address payout. */
  pi_payment_id: Generated<string>;
  createtime: number;
  updatetime: number;
}

export interface WalletWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: string;
  address: string;
  amount: Money;
  fee: Money;
  actual: Money;
  day: string;
  status: Generated<'pending' | 'passed' | 'rejected'>;
  hold_id: number | null;
  reason: Generated<string>;
  admin_id: number | null;
  idempotency_key: string | null;
  createtime: number;
  decidetime: number | null;
  /** the payout of a passed withdrawal: null while in transit (migration 0022) */
  payout: 'paid' | 'failed' | null;
  payout_hash: Generated<string>;
  payout_reason: Generated<string>;
  payout_admin_id: number | null;
  payout_time: number | null;
  /** `address` (the bound one) or `pi_wallet` (paid through the Pi Platform, address empty; migration 0037) */
  destination: Generated<'address' | 'pi_wallet'>;
}

export interface WalletAddressesTable {
  user_id: number;
  coin: string;
  chain: string;
  address: string;
  createtime: number;
  updatetime: number;
  /** when the address may first be withdrawn to (a new one waits a cool-down) */
  usable_at: Generated<number>;
}

export interface WalletWithdrawUsageTable {
  user_id: number;
  coin: string;
  day: string;
  used: Money;
}
