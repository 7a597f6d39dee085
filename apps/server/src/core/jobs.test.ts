/** Job leases (core/jobs.ts): one instance runs a job at a time; a finished run frees it for the next. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runJob, startJobs, type Job } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Adds a job to this test's app only (its registry, modules/registry.ts); the same name again replaces it. */
const registerJob = (job: Job) => t.app.ctx.registry.jobs.set(job.name, job);

describe('background jobs', () => {
  it('lets only one instance run a job at a time, and the next run after it finishes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    registerJob({
      name: 'test-slow',
      everyMs: 1000,
      run: async () => {
        runs += 1;
        await gate;
        return 1;
      },
    });
    const first = runJob(t.app.ctx, 'test-slow', 'instance-a');
    // The first run is inside its job body, so it holds the lease, however slow the machine.
    await vi.waitFor(() => expect(runs).toBe(1));
    expect(await runJob(t.app.ctx, 'test-slow', 'instance-b')).toBeUndefined();
    release();
    expect(await first).toBe(1);
    expect(await runJob(t.app.ctx, 'test-slow', 'instance-b')).toBe(1);
    expect(runs).toBe(2);
  });

  it('frees the lease when a run fails', async () => {
    registerJob({ name: 'test-failing', everyMs: 1000, run: () => Promise.reject(new Error('boom')) });
    await expect(runJob(t.app.ctx, 'test-failing', 'instance-a')).rejects.toThrow('boom');
    registerJob({ name: 'test-failing', everyMs: 1000, run: async () => 3 });
    expect(await runJob(t.app.ctx, 'test-failing', 'instance-b')).toBe(3);
  });

  it('runs each job once at start, without waiting a whole period first', async () => {
    let runs = 0;
    registerJob({ name: 'test-hourly', everyMs: 3_600_000, run: async () => ++runs });
    const stop = startJobs(t.app.ctx, t.app.log);
    try {
      await vi.waitFor(() => expect(runs).toBe(1));
    } finally {
      stop();
    }
  });
});
