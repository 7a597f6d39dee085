/**
 * Domain gauges read from the shared database at scrape time (README "Health, readiness and metrics"), so every instance
 * reports the same deployment-wide figures: money held in escrow, withdrawals waiting for an operator,
 * and when each background job last ran anywhere (a stale job shows as a growing age).
 */
import type { Db } from '../../db/database.ts';
import { lastJobRuns } from '../../core/jobs.ts';
import type { Metrics } from './metrics.ts';

async function countWhere(db: Db, table: 'ledger_holds' | 'wallet_withdrawals', status: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', status as never)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function registerDomainGauges(metrics: Metrics, db: Db): void {
  metrics.gauge('app_escrow_holds_open', 'Ledger holds still open (P2P and shop escrow not yet settled or released)', () =>
    countWhere(db, 'ledger_holds', 'pending'),
  );
  metrics.gauge('app_withdrawals_pending', 'Withdrawal requests waiting for an operator review', () =>
    countWhere(db, 'wallet_withdrawals', 'pending'),
  );
  metrics.labelledGauge(
    'app_job_last_run_timestamp_seconds',
    'When each background job last finished a pass on any instance (unix seconds)',
    'job',
    async () => {
      const runs = await lastJobRuns(db);
      return Object.fromEntries([...runs].map(([name, ms]) => [name, ms / 1000]));
    },
  );
}
