/**
 * Withdrawals on the operators' dashboard (docs/api.md "Operators' dashboard": `money.withdrawals`): those
 * waiting for review, and passed ones whose payout is not recorded yet (docs/api.md "Deposits"), through
 * `wallet_withdrawals_status_idx`.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface WithdrawalsWaiting {
  coin: string;
  count: number;
  amount: bigint;
}

async function waiting(db: Db, status: 'pending' | 'passed'): Promise<WithdrawalsWaiting[]> {
  let query = db.selectFrom('wallet_withdrawals').where('status', '=', status);
  if (status === 'passed') query = query.where('payout', 'is', null);
  const rows = await query
    .select(['coin', sql<number | string>`count(*)`.as('n'), sql<string | null>`cast(sum(amount) as text)`.as('amount')])
    .groupBy('coin')
    .orderBy('coin')
    .execute();
  return rows.map((row) => ({ coin: row.coin, count: Number(row.n), amount: BigInt(row.amount ?? '0') }));
}

export async function withdrawalsWaiting(db: Db): Promise<{ pending: WithdrawalsWaiting[]; payouts: WithdrawalsWaiting[] }> {
  const [pending, payouts] = await Promise.all([waiting(db, 'pending'), waiting(db, 'passed')]);
  return { pending, payouts };
}
