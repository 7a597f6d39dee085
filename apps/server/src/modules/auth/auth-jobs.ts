/** The auth module's background jobs, registered from its entry in modules/index.ts. */
import { pruneSpentCounters } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import type { Job } from '../../core/jobs.ts';

export const AUTH_JOB_LIST: Job[] = [
  // Spent attempt counters (sign-in, email codes, payment password) are dropped once their window is over.
  { name: 'auth.prune_counters', everyMs: 10 * 60_000, run: (ctx) => pruneSpentCounters(ctx.db, clock.now()) },
];
