/**
 * Two-phase holds, phase one (docs/architecture.md "Money: one ledger": a hold is like a pending transfer that is
 * later posted, voided or expired exactly once): moves an amount from `available` to `frozen` of the same
 * account and records a pending hold. Settlement is in settle-hold.ts.
 */
import type { Coin, PostingKind } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './ledger.repository.ts';
import { postLegs } from './post-transfer.ts';
import { withTransaction } from './transaction.ts';

export interface HoldInput {
  account: number;
  coin: Coin;
  amount: bigint;
  kind: PostingKind;
  memo?: string;
  /** unix seconds after which the hold can no longer be captured and is released by expireHolds */
  expiresAt?: number | null;
  idempotencyKey?: string;
}

export interface HoldResult {
  holdId: number;
  postingId: number;
  replayed: boolean;
}

/** Throws `ledger.insufficient` when `available` does not cover the amount. */
export async function holdFunds(db: Db, input: HoldInput): Promise<HoldResult> {
  if (input.amount <= 0n) throw new Error('ledger: a hold needs a positive amount');
  return withTransaction(db, async (trx) => {
    const posting = await postLegs(trx, {
      kind: input.kind,
      memo: input.memo,
      idempotencyKey: input.idempotencyKey,
      legs: [
        { account: input.account, coin: input.coin, amount: -input.amount, bucket: 'available' },
        { account: input.account, coin: input.coin, amount: input.amount, bucket: 'frozen' },
      ],
    });
    if (posting.replayed) {
      const hold = await repo.findHoldByPosting(trx, posting.postingId);
      if (!hold) throw new Error('ledger: replayed hold posting without its hold');
      return { holdId: hold.id, postingId: posting.postingId, replayed: true };
    }
    const holdId = await repo.insertHold(trx, {
      account: input.account,
      coin: input.coin,
      amount: input.amount,
      expiretime: input.expiresAt ?? null,
      postingId: posting.postingId,
      now: clock.now(),
    });
    return { holdId, postingId: posting.postingId, replayed: false };
  });
}

export function getHold(db: Db, holdId: number) {
  return repo.findHold(db, holdId);
}
