/** The background jobs' last passes, from the lease table every instance writes (core/jobs.ts). */
import type { Db } from '../../db/database.ts';

/** Job name → when its last pass ended (ms), for jobs that ever ran. */
export async function lastJobRuns(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('job_leases').select(['name', 'last_run_ms']).execute();
  return new Map(rows.filter((row) => Number(row.last_run_ms) > 0).map((row) => [row.name, Number(row.last_run_ms)]));
}
