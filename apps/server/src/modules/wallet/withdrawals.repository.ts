/**
 * Queries of withdrawals after their review: the payout (in transit → paid | failed), the member's own list
 * with its status words, and the amounts still on their way (docs/api.md "Deposits": /api/user/withdrawals).
 * Every function takes the database or the caller's transaction.
 */
import type { Coin, WithdrawStatus } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { selectWithdrawals, toWithdrawal, type WithdrawalRow } from './wallet.repository.ts';

/** The member's status word as the review status and the payout outcome together give it. */
export function withdrawStatusOf(row: Pick<WithdrawalRow, 'status' | 'payout'>): WithdrawStatus {
  return row.payout ?? row.status;
}

/** The rows a status word names; `passed` alone means in transit (no payout yet). */
function whereStatus(query: ReturnType<typeof selectWithdrawals>, status: WithdrawStatus | undefined) {
  if (status === undefined) return query;
  if (status === 'paid' || status === 'failed') return query.where('payout', '=', status);
  const byReview = query.where('status', '=', status);
  return status === 'passed' ? byReview.where('payout', 'is', null) : byReview;
}

async function pageOf(query: ReturnType<typeof selectWithdrawals>, order: 'asc' | 'desc', q: { offset: number; limit: number }) {
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query.orderBy('id', order).limit(q.limit).offset(q.offset).execute();
  return { total: Number(count.n), rows: rows.map(toWithdrawal) };
}

/** The member's withdrawals, newest first. */
export function listMemberWithdrawals(
  db: Db,
  q: { userId: number; status?: WithdrawStatus; offset: number; limit: number },
): Promise<{ total: number; rows: WithdrawalRow[] }> {
  return pageOf(whereStatus(selectWithdrawals(db).where('user_id', '=', q.userId), q.status), 'desc', q);
}

/** Passed withdrawals waiting for their payout, oldest first (the console's payout desk). */
export function listInTransit(db: Db, q: { offset: number; limit: number }): Promise<{ total: number; rows: WithdrawalRow[] }> {
  return pageOf(whereStatus(selectWithdrawals(db), 'passed'), 'asc', q);
}

/** Records the payout outcome of a passed withdrawal in transit; false when another outcome came first. */
export async function settlePayout(
  db: Db,
  p: { id: number; payout: 'paid' | 'failed'; hash: string; reason: string; adminId: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_withdrawals')
    .set({ payout: p.payout, payout_hash: p.hash, payout_reason: p.reason, payout_admin_id: p.adminId, payout_time: p.now })
    .where('id', '=', p.id)
    .where('status', '=', 'passed')
    .where('payout', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Per coin: the amounts of the member's withdrawals waiting for review, and passed but not paid out. */
export async function pendingTotals(db: Db, userId: number): Promise<{ coin: Coin; inReview: bigint; inTransit: bigint }[]> {
  const rows = await db
    .selectFrom('wallet_withdrawals')
    .select(['coin', 'status', sql<string>`cast(sum(amount) as text)`.as('total')])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'passed'), eb('payout', 'is', null)])]))
    .groupBy(['coin', 'status'])
    .execute();
  const byCoin = new Map<Coin, { coin: Coin; inReview: bigint; inTransit: bigint }>();
  for (const row of rows) {
    const coin = row.coin as Coin;
    const entry = byCoin.get(coin) ?? { coin, inReview: 0n, inTransit: 0n };
    if (row.status === 'pending') entry.inReview += BigInt(row.total);
    else entry.inTransit += BigInt(row.total);
    byCoin.set(coin, entry);
  }
  return [...byCoin.values()];
}
