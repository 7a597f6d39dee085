/**
 * Nearby search benchmark (docs/api.md "Labels and map": 10k, 100k and 1M labels on SQLite and PostgreSQL, median
 * and p99; target p99 under 20 ms at 1M on PostgreSQL). Calls the server's own search (index candidates,
 * exact haversine, sort, the page's rows and category names — everything /api/lable/nearby does but HTTP)
 * one query at a time at random points where labels are. Writes bench/results/nearby-<date>.md.
 * Usage: npm run bench:nearby -w bench -- [queries per scenario] [largest level]
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { nearbyBody } from '../packages/contract/src/labels.ts';
import { openDatabase, type OpenedDatabase } from '../apps/server/src/db/database.ts';
import { searchNearby } from '../apps/server/src/modules/labels/search-nearby.ts';
import { clock } from '../apps/server/src/core/clock.ts';
// The shop module's answers (min_rating), handed to searchNearby as the server's route hands them from its registry.
import { mapShopFacts } from '../apps/server/src/modules/shop/map-facts.ts';
import { percentile, resultsFile } from './machine.ts';
import { scratchPostgres } from './scratch-postgres.ts';
import { distribution, loadPostgres, loadSqlite, seeded, WORDS, type Distribution } from './nearby-data.ts';

const QUERIES = Number(process.argv[2] ?? 1000);
const LARGEST = Number(process.argv[3] ?? 1_000_000);
const LEVELS = [10_000, 100_000, 1_000_000].filter((n) => n <= LARGEST);
/** BENCH_ONLY=sqlite|postgres runs one database (its results go to a file of their own). */
const ONLY = process.env.BENCH_ONLY;

interface Target {
  name: string;
  version: string;
  opened: OpenedDatabase;
  load(from: number, to: number, dist: Distribution): Promise<void>;
  dispose(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nearby-'));
  const opened = await openDatabase({ dataDir: dir });
  return {
    name: 'SQLite',
    version: `SQLite (better-sqlite3 ${(await import('better-sqlite3/package.json', { with: { type: 'json' } })).default.version}), R*Tree`,
    opened,
    load: async (from, to, dist) => loadSqlite(path.join(dir, 'app.sqlite'), from, to, dist),
    dispose: async () => {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  const scratch = await scratchPostgres('bench_nearby');
  if (!scratch) return undefined;
  const { version } = scratch;
  const opened = await openDatabase({ databaseUrl: scratch.url, dataDir: os.tmpdir(), poolSize: 5 });
  const loader = new pg.Pool({ connectionString: scratch.url, max: 1 });
  return {
    name: 'PostgreSQL',
    version: `PostgreSQL ${version}, partial B-tree (lat_band, lng)`,
    opened,
    load: (from, to, dist) => loadPostgres(loader, from, to, dist),
    dispose: async () => {
      await loader.end();
      await opened.close();
      await scratch.drop();
    },
  };
}

interface Row {
  target: string;
  labels: number;
  scenario: string;
  p50: number;
  p99: number;
  max: number;
  medianTotal: number;
}

const UNFILTERED = 'radius 5 km, all labels, page 1 of 20';
/** docs/api.md "Map filters": the filters run in the spatial query, so this stays near the unfiltered one. */
const FILTERED = 'radius 5 km, filtered: 5 categories + open_now + min_rating 3';

const SCENARIOS: { name: string; body: (p: { lat: number; lng: number }, r: () => number) => Record<string, unknown> }[] = [
  { name: UNFILTERED, body: (p) => p },
  {
    name: 'radius 5 km, shops with a keyword',
    body: (p, r) => ({ ...p, type: 'shop', keyword: WORDS[Math.floor(r() * WORDS.length)] }),
  },
  { name: 'radius 20 km, all labels, page 3', body: (p) => ({ ...p, radius: 20_000, page: 3 }) },
  {
    name: FILTERED,
    body: (p) => ({ ...p, categories: [1, 2, 3, 4, 5], open_now: true, min_rating: 3 }),
  },
];

async function measure(target: Target, labels: number, dist: Distribution, random: () => number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of SCENARIOS) {
    const bodies = Array.from({ length: QUERIES + 100 }, () => nearbyBody.parse(scenario.body(dist.point(), random)));
    const latencies: number[] = [];
    const totals: number[] = [];
    for (const [i, body] of bodies.entries()) {
      const started = performance.now();
      const page = await searchNearby(target.opened.db, mapShopFacts, undefined, body, 'en');
      if (i >= 100) latencies.push(performance.now() - started); // the first 100 warm caches up
      totals.push(page.total);
    }
    latencies.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    const row = {
      target: target.name,
      labels,
      scenario: scenario.name,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1]!,
      medianTotal: percentile(totals, 50),
    };
    console.log(
      `${row.target} ${labels} | ${row.scenario}: p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms, max ${row.max.toFixed(1)} ms`,
    );
    rows.push(row);
  }
  return rows;
}

async function benchTarget(target: Target): Promise<{ rows: Row[]; loads: string[] }> {
  const dist = distribution(seeded(42));
  const random = seeded(7);
  const rows: Row[] = [];
  const loads: string[] = [];
  let loaded = 0;
  for (const level of LEVELS) {
    const started = performance.now();
    await target.load(loaded, level, dist);
    loads.push(`${target.name}: ${loaded}→${level} labels loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(loads[loads.length - 1]);
    loaded = level;
    rows.push(...(await measure(target, level, dist, random)));
  }
  return { rows, loads };
}

function load(): string {
  const averages = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const pressure = fs.existsSync('/proc/pressure/cpu') ? fs.readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] : 'n/a';
  return `load average ${averages}; CPU pressure (PSI) ${pressure}`;
}

const sh = (command: string) => execSync(command, { encoding: 'utf8' }).trimEnd();

let current: Target | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void (current?.dispose() ?? Promise.resolve()).finally(() => process.exit(130)));
}

/** Filtered beside unfiltered p99, per database and size, from the same run. */
function comparison(rows: Row[]): string[] {
  return rows
    .filter((r) => r.scenario === FILTERED)
    .map((f) => {
      const u = rows.find((r) => r.target === f.target && r.labels === f.labels && r.scenario === UNFILTERED)!;
      return `- ${f.target} ${f.labels.toLocaleString('en')}: p99 filtered ${f.p99.toFixed(2)} ms vs unfiltered ${u.p99.toFixed(2)} ms (p50 ${f.p50.toFixed(2)} vs ${u.p50.toFixed(2)})`;
    });
}

async function main() {
  // open_now at 05:00 UTC (midday in the region's zones), so every run filters the same hours
  const day = Math.floor(Date.now() / 86_400_000) * 86_400;
  clock.freeze();
  clock.advance(day + 5 * 3600 - clock.now());
  const header = [
    `- ${sh("grep -m1 'model name' /proc/cpuinfo")}, nproc ${sh('nproc')}`,
    `- node ${process.version}, ${os.type()} ${os.release()}`,
    `- load at start: ${load()}`,
    `- uptime at start: ${sh('uptime')}`,
  ];
  const results: { rows: Row[]; loads: string[]; version: string }[] = [];
  const targets = { sqlite: sqliteTarget, postgres: postgresTarget };
  for (const [key, open] of Object.entries(targets)) {
    if (ONLY && ONLY !== key) continue;
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
  const report = [
    `# Nearby search benchmark, ${date}`,
    '',
    `\`npm run bench:nearby -w bench -- ${QUERIES} ${LARGEST}\`: ${QUERIES} queries per scenario and level (after 100 warm-up queries), one at a time, ` +
      "through the server's `searchNearby` (what /api/lable/nearby runs, without HTTP), at random points drawn from the labels' own distribution.",
    '',
    ...header,
    ...results.map((r) => `- ${r.version}`),
    '',
    '| database | labels | query | p50 ms | p99 ms | max ms | median matches |',
    '|---|---|---|---|---|---|---|',
    ...results
      .flatMap((r) => r.rows)
      .map(
        (r) =>
          `| ${r.target} | ${r.labels.toLocaleString('en')} | ${r.scenario} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(1)} | ${r.medianTotal} |`,
      ),
    '',
    '',
    'Filtered against unfiltered, same run:',
    '',
    ...comparison(results.flatMap((r) => r.rows)),
    '',
    ...results.flatMap((r) => r.loads).map((l) => `- ${l}`),
    `- load at end: ${load()}; uptime: ${sh('uptime')}`,
    '',
  ].join('\n');
  const file = resultsFile(`nearby-${date}${ONLY ? `-${ONLY}` : ''}.md`);
  fs.writeFileSync(file, report);
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
}

await main();
