/**
 * Posts a balanced set of legs atomically (docs/architecture.md "Money: one ledger").
 * One transaction; balance rows touched in a fixed order; each debit a conditional update that either
 * covers the amount or refuses the whole posting; an optional idempotency key applied at most once.
 * No other code writes balances.
 */
import { conflict, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './ledger.repository.ts';
import type { RowDelta } from './ledger.repository.ts';
import type { CoinBalance, PostingInput, PostingResult } from './ledger.types.ts';
import { bucketOf, checkPosting, planRows, requestHash, rowKey } from './posting-plan.ts';
import { withTransaction } from './transaction.ts';

/**
 * Moves money between `available` balances. A repeat with the same idempotency key and the same legs
 * returns the first result and moves nothing; the same key with other legs is refused (409).
 * Throws `ledger.insufficient` (400) when a debited balance does not cover its leg.
 */
export async function postTransfer(db: Db, input: PostingInput): Promise<PostingResult> {
  if (input.legs.some((leg) => bucketOf(leg) === 'frozen')) throw new Error('ledger: frozen balances move only through holds');
  return postLegs(db, input);
}

/** postTransfer without the bucket restriction: for the hold functions of this module only. */
export async function postLegs(db: Db, input: PostingInput): Promise<PostingResult> {
  checkPosting(input);
  const rows = planRows(input.legs);
  const hash = requestHash(input);
  return withTransaction(db, async (trx) => {
    const now = clock.now();
    const key = input.idempotencyKey ?? null;
    // The posting row comes first: a concurrent twin with the same key waits here before it locks anything.
    const postingId = await repo.insertPosting(trx, {
      kind: input.kind,
      memo: input.memo ?? '',
      idempotencyKey: key,
      requestHash: hash,
      now,
    });
    if (postingId === undefined) return replay(trx, key!, hash);
    const after = new Map<string, CoinBalance>();
    for (const row of rows) after.set(rowKey(row.account, row.coin), await applyRow(trx, row));
    const entries = input.legs.map((leg) => {
      const bucket = bucketOf(leg);
      return {
        account: leg.account,
        coin: leg.coin,
        amount: leg.amount,
        bucket,
        balanceAfter: after.get(rowKey(leg.account, leg.coin))![bucket],
      };
    });
    await repo.insertEntries(trx, postingId, entries, now);
    return { postingId, replayed: false, entries };
  });
}

async function applyRow(trx: Db, row: RowDelta): Promise<CoinBalance> {
  const takes = row.available < 0n || row.frozen < 0n;
  const after = takes ? ((await repo.debitRow(trx, row)) ?? (await overdraw(trx, row))) : await repo.creditRow(trx, row);
  if (!after) throw new Error(`ledger: account ${row.account} does not exist`);
  return after;
}

/** A debit found no covering row: only an account allowed to go negative may start its row below zero. */
async function overdraw(trx: Db, row: RowDelta): Promise<CoinBalance | undefined> {
  if (row.frozen >= 0n && (await repo.accountAllowsNegative(trx, row.account))) return repo.creditRow(trx, row);
  throw refuse('ledger.insufficient', { coin: row.coin });
}

async function replay(trx: Db, key: string, hash: string): Promise<PostingResult> {
  const first = await repo.findPostingByKey(trx, key);
  if (!first) throw new Error('ledger: idempotency key vanished');
  if (first.request_hash !== hash) throw conflict('ledger.idempotency_conflict');
  return { postingId: first.id, replayed: true, entries: await repo.entriesOfPosting(trx, first.id) };
}
