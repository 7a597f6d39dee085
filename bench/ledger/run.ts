/**
 * Ledger benchmark (docs/architecture.md "Money: one ledger": transfers per second on SQLite and PostgreSQL, with the invariant
 * checked after the run). Runs N transfers at concurrency C between random accounts directly against the
 * ledger service, and the same against a bare-SQL baseline on the same database, then the invariant check.
 * Writes bench/results/ledger-<date>.md. Usage: npm run bench:ledger -w bench -- [transfers] [concurrency]
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkInvariants } from '../../apps/server/src/modules/ledger/index.ts';
import { load, machine, percentile, resultsFile } from '../machine.ts';
import { baseline, ledger, type Scenario } from './scenarios.ts';
import { postgresTarget, sqliteTarget, type Target } from './targets.ts';

const TRANSFERS = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = Number(process.argv[3] ?? 50);
const ACCOUNTS = 1_000;

interface Row {
  target: string;
  scenario: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** C workers take transfers from one counter until N are done; each transfer's latency is recorded. */
async function drive(target: Target, scenario: Scenario): Promise<Row> {
  const { db } = target.opened;
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (next < TRANSFERS) {
      const i = next++;
      const from = Math.floor(Math.random() * ACCOUNTS);
      const to = (from + 1 + Math.floor(Math.random() * (ACCOUNTS - 1))) % ACCOUNTS;
      const started = performance.now();
      try {
        await scenario.transfer(db, i, from, to, BigInt(1 + Math.floor(Math.random() * 1000)));
      } catch (error) {
        failed++;
        if (failed === 1) console.error(error);
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target: target.name,
    scenario: scenario.name,
    perSecond: TRANSFERS / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

async function benchTarget(target: Target): Promise<{ rows: Row[]; check: string }> {
  const rows: Row[] = [];
  const { db, dialect } = target.opened;
  for (const scenario of [baseline(), ledger(false), ledger(true)]) {
    await scenario.setup(db, dialect, ACCOUNTS);
    const row = await drive(target, scenario);
    console.log(
      `${target.name} | ${row.scenario}: ${row.perSecond.toFixed(0)}/s p50 ${row.p50.toFixed(1)} ms p99 ${row.p99.toFixed(1)} ms failed ${row.failed}`,
    );
    rows.push(row);
  }
  const started = performance.now();
  const violations = await checkInvariants(db);
  const ms = performance.now() - started;
  const check = `${target.name}: invariant check over ${2 * TRANSFERS + ACCOUNTS} postings took ${ms.toFixed(0)} ms — ${violations.length === 0 ? 'no violations' : `${violations.length} VIOLATIONS: ${JSON.stringify(violations.slice(0, 5))}`}`;
  console.log(check);
  if (violations.length) process.exitCode = 1;
  return { rows, check };
}

/** The database being measured, removed even when the run is interrupted. */
let current: Target | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void (current?.dispose() ?? Promise.resolve()).finally(() => process.exit(130)));
}

async function main() {
  const header = machine();
  const results: { rows: Row[]; check: string; version: string }[] = [];
  for (const open of [sqliteTarget, () => postgresTarget(20)]) {
    const target = (current = await open());
    if (!target) continue;
    try {
      results.push({ ...(await benchTarget(target)), version: target.version });
    } finally {
      current = undefined;
      await target.dispose();
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  const table = results
    .flatMap((r) => r.rows)
    .map(
      (r) =>
        `| ${r.target} | ${r.scenario} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failed} |`,
    );
  const report = [
    `# Ledger benchmark, ${date}`,
    '',
    `\`npm run bench:ledger -w bench -- ${TRANSFERS} ${CONCURRENCY}\`: ${TRANSFERS} transfers per scenario, concurrency ${CONCURRENCY}, ${ACCOUNTS} accounts, random pairs, in process (no HTTP).`,
    '',
    header,
    ...results.map((r) => `- ${r.version}`),
    '',
    '| database | scenario | transfers/s | p50 ms | p99 ms | failed |',
    '|---|---|---|---|---|---|',
    ...table,
    '',
    ...results.map((r) => `- ${r.check}`),
    `- load at end: ${load()}`,
    '',
  ].join('\n');
  const file = resultsFile(`ledger-${date}.md`);
  fs.writeFileSync(file, report);
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
}

await main();
