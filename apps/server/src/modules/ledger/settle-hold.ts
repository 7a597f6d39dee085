/**
 * Two-phase holds, phase two (docs/architecture.md "Money: one ledger"): a pending hold is captured (posted to its destinations),
 * voided (returned to `available`) or expired — exactly once. The hold row's conditional status update and
 * the money posting share one transaction, so a second attempt finds no pending hold and is refused (409).
 */
import type { PostingKind } from '@app/contract';
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './ledger.repository.ts';
import type { Hold, Leg } from './ledger.types.ts';
import { postLegs } from './post-transfer.ts';
import { withTransaction } from './transaction.ts';

export interface CaptureInput {
  kind: PostingKind;
  memo?: string;
  /** credits to `available` of these accounts; what they leave of the hold returns to its owner */
  to: { account: number; amount: bigint }[];
}

export interface SettleResult {
  holdId: number;
  postingId: number;
  captured: bigint;
  released: bigint;
}

/** Refusal for a hold that is not pending (or, for capture, already past its expiry). */
async function refusal(trx: Db, holdId: number): Promise<never> {
  const hold = await repo.findHold(trx, holdId);
  if (!hold) throw notFound('ledger.hold_not_found');
  throw conflict(hold.status === 'pending' || hold.status === 'expired' ? 'ledger.hold_expired' : 'ledger.hold_settled');
}

/** The owner's frozen amount leaves; destinations (merged per account) and the remainder receive it. */
function captureLegs(hold: Hold, to: CaptureInput['to']): { legs: Leg[]; captured: bigint } {
  const credits = new Map<number, bigint>();
  let captured = 0n;
  for (const { account, amount } of to) {
    if (amount <= 0n) throw new Error('ledger: capture amounts must be positive');
    credits.set(account, (credits.get(account) ?? 0n) + amount);
    captured += amount;
  }
  if (captured > hold.amount) throw new Error(`ledger: capture of ${captured} exceeds hold ${hold.id} of ${hold.amount}`);
  const remainder = hold.amount - captured;
  if (remainder > 0n) credits.set(hold.account, (credits.get(hold.account) ?? 0n) + remainder);
  const legs: Leg[] = [{ account: hold.account, coin: hold.coin, amount: -hold.amount, bucket: 'frozen' }];
  for (const [account, amount] of credits) legs.push({ account, coin: hold.coin, amount, bucket: 'available' });
  return { legs, captured };
}

export async function captureHold(db: Db, holdId: number, input: CaptureInput): Promise<SettleResult> {
  return withTransaction(db, async (trx) => {
    const hold = (await repo.claimHold(trx, holdId, 'posted', 'live', clock.now())) ?? (await refusal(trx, holdId));
    const { legs, captured } = captureLegs(hold, input.to);
    const posting = await postLegs(trx, { kind: input.kind, memo: input.memo, legs });
    await repo.setSettlePosting(trx, holdId, posting.postingId);
    return { holdId, postingId: posting.postingId, captured, released: hold.amount - captured };
  });
}

async function release(trx: Db, hold: Hold, kind: PostingKind, memo?: string): Promise<SettleResult> {
  const posting = await postLegs(trx, {
    kind,
    memo,
    legs: [
      { account: hold.account, coin: hold.coin, amount: -hold.amount, bucket: 'frozen' },
      { account: hold.account, coin: hold.coin, amount: hold.amount, bucket: 'available' },
    ],
  });
  await repo.setSettlePosting(trx, hold.id, posting.postingId);
  return { holdId: hold.id, postingId: posting.postingId, captured: 0n, released: hold.amount };
}

/** Returns the whole hold to `available` (allowed until captured, even past its expiry time). */
export async function voidHold(
  db: Db,
  holdId: number,
  options: { kind?: PostingKind; memo?: string } = {},
): Promise<SettleResult> {
  return withTransaction(db, async (trx) => {
    const hold = (await repo.claimHold(trx, holdId, 'voided', 'any', clock.now())) ?? (await refusal(trx, holdId));
    return release(trx, hold, options.kind ?? 'hold_void', options.memo);
  });
}

/**
 * Releases pending holds whose expiry time has passed, each in its own transaction; a hold settled by a
 * concurrent capture or void in the meantime is skipped. Safe on many instances at once. Returns how
 * many this call expired.
 */
export async function expireHolds(db: Db, now = clock.now(), batch = 100): Promise<number> {
  let expired = 0;
  for (const holdId of await repo.dueHoldIds(db, now, batch)) {
    const done = await withTransaction(db, async (trx) => {
      const hold = await repo.claimHold(trx, holdId, 'expired', 'due', now);
      return hold ? release(trx, hold, 'hold_expire') : undefined;
    });
    if (done) expired++;
  }
  return expired;
}
