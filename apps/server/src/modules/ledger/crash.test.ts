/**
 * docs/architecture.md "Money": invariants hold after crashes. A child process moves money at full speed and is
 * killed with SIGKILL mid-flight; whatever it committed must be whole and nothing half-written may show.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkInvariants } from './check-invariants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keeps every invariant when the process moving money is killed', { timeout: 120_000 }, async () => {
  const worker = path.join(import.meta.dirname, 'testing-crash-worker.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', worker, t.config.dataDir, t.config.databaseUrl ?? ''], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve());
    child.on('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
  });
  const db = t.app.ctx.db;
  const postings = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from ledger_postings`.execute(db)).rows[0]!.n);
  // Killed once it has committed a good number of transfers and is still going, however slow the machine.
  await vi.waitFor(async () => expect(await postings()).toBeGreaterThan(1000), { timeout: 60_000, interval: 50 });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');

  expect(await postings()).toBeGreaterThan(1000);
  expect(await checkInvariants(db)).toEqual([]);
});
