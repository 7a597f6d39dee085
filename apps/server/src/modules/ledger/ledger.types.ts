/** The ledger's plain inputs and results (docs/architecture.md "Money: one ledger"). Amounts are bigint smallest units. */
import type { Coin, PostingKind } from '@app/contract';

export type Bucket = 'available' | 'frozen';
export type HoldStatus = 'pending' | 'posted' | 'voided' | 'expired';

/** One side of a posting: a signed amount on one account's balance of one coin. */
export interface Leg {
  account: number;
  coin: Coin;
  /** negative debits, positive credits; the legs of a posting sum to zero per coin */
  amount: bigint;
  /** `available` unless said; only holds move `frozen` */
  bucket?: Bucket;
}

export interface PostingInput {
  /** what moved the money (contract POSTING_KINDS; the apps name each in the balance log) */
  kind: PostingKind;
  memo?: string;
  /** unique per posting; callers namespace it (`transfer:<user id>:<client key>`) */
  idempotencyKey?: string;
  legs: Leg[];
}

export interface EntryResult {
  account: number;
  coin: Coin;
  amount: bigint;
  bucket: Bucket;
  /** the bucket's balance right after this posting */
  balanceAfter: bigint;
}

export interface PostingResult {
  postingId: number;
  /** true when the idempotency key had already been applied: nothing moved, the first result is returned */
  replayed: boolean;
  entries: EntryResult[];
}

export interface LedgerAccount {
  id: number;
  kind: 'user' | 'system';
  userId: number | null;
  code: string;
  allowNegative: boolean;
}

export interface Hold {
  id: number;
  account: number;
  coin: Coin;
  amount: bigint;
  status: HoldStatus;
  expiretime: number | null;
  holdPostingId: number;
  settlePostingId: number | null;
  createtime: number;
}

export interface CoinBalance {
  available: bigint;
  frozen: bigint;
}
