/**
 * The operators' dashboard at scale (docs/api.md "Operators' dashboard"): seeds members and postings with bulk SQL
 * (dashboard-seed.ts), then times the dashboard's whole reply as the route builds it (buildDashboard, every part,
 * as `super`) against a plain `count(*)` of the members and of the journal in the same run, on SQLite and
 * PostgreSQL. Writes bench/results/dashboard-<date>.md.
 * Usage: npm run bench:dashboard -w bench -- [members] [postings] [runs]   (BENCH_ONLY=sqlite|postgres)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../apps/server/src/db/database.ts';
import { buildDashboard } from '../apps/server/src/modules/dashboard/build-dashboard.ts';
import { jobsPart, moneyPart, queuesPart, volumesPart } from '../apps/server/src/modules/dashboard/dashboard-parts.ts';
import { addToRegistry, MODULES } from '../apps/server/src/modules/index.ts';
import { createRegistry, type ModuleRegistry } from '../apps/server/src/modules/registry.ts';
import { systemAccount, SYSTEM_ACCOUNTS, type SystemAccountCode } from '../apps/server/src/modules/ledger/index.ts';
import { memberFigures, startOfUtcDay } from '../apps/server/src/modules/users/index.ts';
import { seed, postgresLoader, sqliteLoader, type Loader, type SeedSize } from './dashboard-seed.ts';
import { cpuTicks, load, machine, percentile, resultsFile, stealPercent } from './machine.ts';
import { scratchPostgres } from './scratch-postgres.ts';

const size: SeedSize = { members: Number(process.argv[2] ?? 1_000_000), postings: Number(process.argv[3] ?? 10_000_000) };
const RUNS = Number(process.argv[4] ?? 20);
const ONLY = process.env.BENCH_ONLY;

interface Target {
  name: string;
  opened: OpenedDatabase;
  loader(): Promise<Loader>;
  dispose(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  const opened = await openDatabase({ dataDir: dir });
  return {
    name: 'SQLite',
    opened,
    loader: async () => sqliteLoader(path.join(dir, 'app.sqlite')),
    dispose: async () => {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  const scratch = await scratchPostgres('bench_dashboard');
  if (!scratch) return undefined;
  const opened = await openDatabase({ databaseUrl: scratch.url, dataDir: os.tmpdir(), poolSize: 10 });
  return {
    name: `PostgreSQL ${scratch.version}`,
    opened,
    loader: () => postgresLoader(scratch.url),
    dispose: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}

/** What an app's registry holds after start (the dashboard reads its review queues and jobs), without an app. */
function moduleRegistry(): ModuleRegistry {
  const registry = createRegistry();
  for (const entry of MODULES) addToRegistry(registry, entry);
  return registry;
}
const registry = moduleRegistry();

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm the caches once
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const stats = (t: number[]) => `${ms(percentile(t, 50))} | ${ms(percentile(t, 95))} | ${ms(t[t.length - 1]!)}`;

async function measure(target: Target, lines: string[]): Promise<void> {
  const { db } = target.opened;
  const now = Math.floor(Date.now() / 1000);
  const accounts: Record<string, number> = {};
  for (const code of Object.keys(SYSTEM_ACCOUNTS)) accounts[code] = (await systemAccount(db, code as SystemAccountCode)).id;
  const accountBase = Math.max(...Object.values(accounts));
  const loader = await target.loader();
  const started = performance.now();
  console.log(
    `${target.name}: seeding ${size.members.toLocaleString('en')} members, ${size.postings.toLocaleString('en')} postings`,
  );
  await seed(
    loader,
    size,
    { now, today: startOfUtcDay(now), accountBase, feesAccount: accounts.fees!, externalAccount: accounts.external! },
    console.log,
  );
  // PostgreSQL's autovacuum vacuums and analyzes tables after this many inserts (PostgreSQL 13+) soon after; do it
  // now rather than time a stale plan, or a count(*) that cannot use an index-only scan before the visibility map is set.
  if (target.opened.dialect === 'postgres') await loader.run('vacuum analyze');
  await loader.close();
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`${target.name}: seeded in ${seedSeconds.toFixed(0)} s; measuring`);

  const countOf = async (table: 'users' | 'ledger_entries') =>
    Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  const rows = { members: await countOf('users'), entries: await countOf('ledger_entries') };
  const before = cpuTicks();
  const loadBefore = load();
  const dashboard = await timed(RUNS, () => buildDashboard(db, registry, 'super', Math.floor(Date.now() / 1000), Date.now()));
  const countMembers = await timed(RUNS, () => countOf('users'));
  const countEntries = await timed(Math.max(3, Math.floor(RUNS / 4)), () => countOf('ledger_entries'));
  const steal = stealPercent(before, cpuTicks());
  // Each part alone, to see where the reply's time goes (they run side by side in the reply).
  const nowOf = () => Math.floor(Date.now() / 1000);
  const parts = {
    members: await timed(5, () => memberFigures(db, nowOf())),
    money: await timed(5, () => moneyPart(db, nowOf())),
    volumes: await timed(5, () => volumesPart(db, nowOf())),
    queues: await timed(5, () => queuesPart(db, registry.reviewKinds, true)),
    jobs: await timed(5, () => jobsPart(db, [...registry.jobs.values()], Date.now())),
  };
  const sample = await buildDashboard(db, registry, 'super', Math.floor(Date.now() / 1000), Date.now());

  lines.push(
    `## ${target.name}`,
    '',
    `${rows.members.toLocaleString('en')} members, ${rows.entries.toLocaleString('en')} journal rows ` +
      `(${size.postings.toLocaleString('en')} postings), seeded in ${seedSeconds.toFixed(0)} s. ` +
      `Load before timing: ${loadBefore}; after: ${load()}; CPU steal during timing: ${steal === null ? 'n/a' : `${steal.toFixed(1)} %`}.`,
    '',
    '| what | runs | p50 | p95 | max |',
    '| --- | --- | --- | --- | --- |',
    `| the dashboard's reply (\`buildDashboard\`, every part, as \`super\`) | ${RUNS} | ${stats(dashboard)} |`,
    `| \`select count(*) from users\` | ${RUNS} | ${stats(countMembers)} |`,
    `| \`select count(*) from ledger_entries\` | ${countEntries.length} | ${stats(countEntries)} |`,
    ...Object.entries(parts).map(([part, times]) => `| part \`${part}\` alone | ${times.length} | ${stats(times)} |`),
    '',
    `Dashboard p50 ÷ count(*) of the members p50: ${(percentile(dashboard, 50) / percentile(countMembers, 50)).toFixed(2)}.`,
    '',
    'The reply it timed (members and money):',
    '',
    '```json',
    JSON.stringify({ members: sample.members, money: { coins: sample.money?.coins, fees: sample.money?.fees } }),
    '```',
    '',
  );
}

async function main() {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Dashboard at ${size.members.toLocaleString('en')} members and ${size.postings.toLocaleString('en')} postings (${date})`,
    '',
    '`npm run bench:dashboard -w bench -- ' + `${size.members} ${size.postings} ${RUNS}\` (bench/dashboard.ts)`,
    '',
    'The machine is shared: other engineers ran builds, tests and browsers on its two cores during this run, so',
    'absolute times are noisy; the count(*) rows were measured in the same run, right after the dashboard, as the yardstick.',
    '',
    machine(),
    '',
  ];
  const targets = [];
  if (ONLY !== 'postgres') targets.push(sqliteTarget);
  if (ONLY !== 'sqlite') targets.push(postgresTarget);
  for (const make of targets) {
    const target = await make();
    if (!target) continue;
    try {
      await measure(target, lines);
    } catch (error) {
      console.error(`${target.name} failed:`, error);
      process.exitCode = 1;
    } finally {
      await target.dispose();
    }
  }
  const file = resultsFile(`dashboard-${date}${ONLY ? `-${ONLY}` : ''}.md`);
  fs.writeFileSync(file, lines.join('\n'));
  console.log(lines.join('\n'));
  console.log(`written ${file}`);
}

await main();
process.exit(0);
