/** Kysely table types the core owns: the attempt and rate counters (core/attempts.ts) and the job leases (core/jobs.ts). */
import type { Generated } from 'kysely';

export interface RateCountersTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface JobLeasesTable {
  name: string;
  owner: string;
  until_ms: number;
  last_run_ms: Generated<number>;
}
