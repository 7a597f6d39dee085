/**
 * The pure part of a posting (docs/architecture.md "Money: one ledger"): checks the legs, groups them into balance
 * rows in the fixed lock order (account id, then coin) and fingerprints the request for idempotency.
 * A malformed posting is a bug in the calling service, not a member's mistake, so it throws a plain Error.
 */
import { createHash } from 'node:crypto';
import { COINS, MAX_UNITS, type Coin } from '@app/contract';
import type { RowDelta } from './ledger.repository.ts';
import type { Bucket, Leg, PostingInput } from './ledger.types.ts';

export const POSTING_LIMITS = { kind: 40, memo: 200, key: 120 } as const;

function bug(message: string): never {
  throw new Error(`ledger: ${message}`);
}

function checkLeg(leg: Leg): void {
  if (!Number.isSafeInteger(leg.account) || leg.account <= 0) bug(`bad account ${String(leg.account)}`);
  if (!COINS.includes(leg.coin)) bug(`unknown coin ${String(leg.coin)}`);
  if (typeof leg.amount !== 'bigint' || leg.amount === 0n) bug('each leg needs a non-zero bigint amount');
  if (leg.amount > MAX_UNITS || leg.amount < -MAX_UNITS) bug('amount out of range');
  if (leg.bucket !== undefined && leg.bucket !== 'available' && leg.bucket !== 'frozen') bug(`bad bucket ${String(leg.bucket)}`);
}

/** Throws unless the posting is well formed: ≥ 2 legs, one per (account, coin, bucket), zero sum per coin. */
export function checkPosting(input: PostingInput): void {
  if (!input.kind || input.kind.length > POSTING_LIMITS.kind) bug('kind is required (≤ 40)');
  if ((input.memo ?? '').length > POSTING_LIMITS.memo) bug('memo too long');
  if (
    input.idempotencyKey !== undefined &&
    (input.idempotencyKey.length === 0 || input.idempotencyKey.length > POSTING_LIMITS.key)
  )
    bug('bad idempotency key');
  if (input.legs.length < 2) bug('a posting needs at least two legs');
  const seen = new Set<string>();
  const sums = new Map<Coin, bigint>();
  for (const leg of input.legs) {
    checkLeg(leg);
    const key = `${leg.account}:${leg.coin}:${leg.bucket ?? 'available'}`;
    if (seen.has(key)) bug(`two legs on ${key}`);
    seen.add(key);
    sums.set(leg.coin, (sums.get(leg.coin) ?? 0n) + leg.amount);
  }
  for (const [coin, sum] of sums) if (sum !== 0n) bug(`legs of ${coin} sum to ${sum}, not zero`);
}

export const bucketOf = (leg: Leg): Bucket => leg.bucket ?? 'available';
export const rowKey = (account: number, coin: string) => `${account}:${coin}`;

/** One delta per balance row, sorted by account id then coin: every posting locks rows in this order. */
export function planRows(legs: Leg[]): RowDelta[] {
  const rows = new Map<string, RowDelta>();
  for (const leg of legs) {
    const key = rowKey(leg.account, leg.coin);
    const row = rows.get(key) ?? { account: leg.account, coin: leg.coin, available: 0n, frozen: 0n };
    row[bucketOf(leg)] += leg.amount;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.account - b.account || (a.coin < b.coin ? -1 : a.coin > b.coin ? 1 : 0));
}

/** Same kind and same legs (in any order) give the same hash; the memo is description, not request. */
export function requestHash(input: PostingInput): string {
  const legs = input.legs.map((l) => `${l.account}:${l.coin}:${bucketOf(l)}:${l.amount}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([input.kind, legs]))
    .digest('hex');
}
