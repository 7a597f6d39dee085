// The benchmarks' smoke (bench/README.md "Smoke in CI"): every benchmark the README lists runs with tiny
// parameters — it starts, seeds, drives, checks its invariants and prints its figures — so a change that breaks
// one fails `npm test` instead of being found the next time someone measures. No speed is asserted; the reports go
// to a temporary directory (BENCH_RESULTS_DIR), never over the committed results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './vitest-part.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each benchmark as the README runs it, with the smallest parameters that still exercise every step. */
const SERVER_BENCHES = [
  { name: 'ledger', script: 'bench:ledger', args: ['200', '10'] },
  { name: 'nearby', script: 'bench:nearby', args: ['20', '10000'] },
  { name: 'P2P takes', script: 'bench:p2p', args: ['100', '10', '2', 'both'] },
  { name: 'chat websocket', script: 'bench:ws', args: ['40', '20', '2'] },
  { name: 'notice delivery', script: 'bench:notices', args: ['40', '20', '40'] },
  { name: 'HTTP', script: 'bench:http', args: ['1', '5'], env: { BENCH_ORDERS: '200' } },
  { name: 'dashboard', script: 'bench:dashboard', args: ['500', '2000', '2'] },
];
/** The browser benchmarks need the built app and Chromium: one page, one load each. */
const BROWSER_BENCHES = [
  { name: 'Lighthouse', script: 'bench:lighthouse', args: [], env: { RUNS: '1', PAGES: 'wallet' } },
  { name: 'long tasks', script: 'bench:long-tasks', args: [], env: { LOADS: '1', PAGES: 'wallet' } },
  { name: 'CPU profile', script: 'bench:cpu-profile', args: [], env: { LOADS: '1', PAGES: 'wallet' } },
];

/**
 * Runs the benchmarks of `which` ('server' or 'browser') one after another with `env` (TEST_DATABASE_URL for the
 * PostgreSQL halves); returns one result for the summary, a benchmark counted as a test.
 */
export async function runBenchSmoke(name, which, env = {}) {
  const benches = which === 'browser' ? BROWSER_BENCHES : SERVER_BENCHES;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-smoke-'));
  const failures = [];
  const started = Date.now();
  try {
    for (const bench of benches) {
      console.log(`\n=== benchmark smoke: ${bench.name} ===`);
      const code = await run(npm, ['run', bench.script, '-w', 'bench', '--', ...bench.args], {
        cwd: root,
        env: { ...process.env, ...env, ...bench.env, BENCH_RESULTS_DIR: dir, OUT_DIR: dir },
      });
      if (code !== 0) failures.push(`${bench.name} (npm run ${bench.script}) exited with ${code}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { name, passed: benches.length - failures.length, failed: failures.length, failures, note: `${seconds} s` };
}
