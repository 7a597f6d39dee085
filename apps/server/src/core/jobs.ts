/**
 * Background jobs (docs/architecture.md "Background jobs"):
 * order expiry, settlement, unpaid-order close. Each tick an instance takes the job's lease in
 * `job_leases` (a conditional update: one holder at a time across every instance), runs it, and lets the
 * lease go. The lease only saves duplicate work: jobs still change each item with a conditional update
 * (`… WHERE status = 'pending'`), so an item is settled once even if two runs ever overlap.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AppContext } from './context.ts';

export interface Job {
  /** unique, ≤ 64 characters */
  name: string;
  /** how often an instance tries to run it */
  everyMs: number;
  /** does one pass and returns how many items it handled (for the log) */
  run(ctx: AppContext): Promise<number>;
}

/** Names this process's leases; a restarted process is a new owner and waits for an old lease to lapse. */
const processOwner = `${process.pid}-${randomBytes(6).toString('hex')}`;

/** The jobs the modules of this app contributed (ctx.registry, filled from modules/index.ts). */
export function registeredJobs(ctx: AppContext): Job[] {
  return [...ctx.registry.jobs.values()];
}

/**
 * A lease outlives one run by this much, so a process that dies mid-run frees the job soon after. Short,
 * because a killed holder blocks the job for every instance until it lapses (the crash test saw orders
 * awaiting settlement expire behind a 60 s lease); a run that takes longer only lets a second instance
 * start the same job, which the conditional updates make harmless.
 */
const LEASE_MS = 15_000;

async function acquireLease(ctx: AppContext, name: string, owner: string, nowMs: number): Promise<boolean> {
  await ctx.db
    .insertInto('job_leases')
    .values({ name, owner: '', until_ms: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await ctx.db
    .updateTable('job_leases')
    .set({ owner, until_ms: nowMs + LEASE_MS })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('until_ms', '<', nowMs), eb('owner', '=', owner)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function releaseLease(ctx: AppContext, name: string, owner: string, nowMs: number): Promise<void> {
  await ctx.db
    .updateTable('job_leases')
    .set({ until_ms: 0, last_run_ms: nowMs })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}

/**
 * Runs one job once if no other instance holds its lease. Returns the items handled, or undefined when
 * another instance had the lease. Tests call this directly (with the fake clock) instead of waiting;
 * `owner` lets a test act as a second instance.
 */
export async function runJob(ctx: AppContext, name: string, owner = processOwner): Promise<number | undefined> {
  const job = ctx.registry.jobs.get(name);
  if (!job) throw new Error(`unknown job ${name}`);
  if (!(await acquireLease(ctx, name, owner, Date.now()))) return undefined;
  try {
    return await job.run(ctx);
  } finally {
    await releaseLease(ctx, name, owner, Date.now());
  }
}

/**
 * Starts every registered job: one pass now, then on its own timer; the returned function stops them (on shutdown).
 * `onRan` hears of each pass this instance ran with the lease (the /metrics job counters).
 */
export function startJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  onRan: (job: string, handled: number) => void = () => {},
): () => void {
  const timers = registeredJobs(ctx).map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const handled = await runJob(ctx, job.name);
        if (handled !== undefined) onRan(job.name, handled);
        if (handled) log.info({ job: job.name, handled }, 'job ran');
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    };
    // The first pass runs at start, not one period later: a process replaced more often than a job's
    // period (a crash loop, a rolling restart; docs/reliability.md "Crash test") would otherwise never run it.
    void tick();
    return setInterval(() => void tick(), job.everyMs);
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}

/**
 * Job name → when its last pass ended on any instance (ms), for jobs that ever ran: what the console's dashboard
 * and the metrics read of the lease table, which only this file writes.
 */
export async function lastJobRuns(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('job_leases').select(['name', 'last_run_ms']).execute();
  return new Map(rows.filter((row) => Number(row.last_run_ms) > 0).map((row) => [row.name, Number(row.last_run_ms)]));
}
