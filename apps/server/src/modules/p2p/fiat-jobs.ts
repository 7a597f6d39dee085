/**
 * The floating prices' job (docs/api.md "P2P in the members' own money" → "Reference price"): every minute each
 * enabled currency's floating ads follow its reference price, which moves as orders complete. Each ad changes
 * with its own conditional update, so overlapping runs on several instances only repeat the same prices.
 */
import type { Job } from '../../core/jobs.ts';
import { repriceAll } from './fiat-pricing.ts';

export const FIAT_JOBS = { reprice: 'p2p.reprice' } as const;

export const FIAT_JOB_LIST: Job[] = [
  { name: FIAT_JOBS.reprice, everyMs: 60_000, run: async (ctx) => (await repriceAll(ctx.db)).length },
];
