/**
 * `npm run bench` (throughput and memory, bench/README.md): the real server, built for production, against a
 * bare Fastify ceiling measured in the same run on the same machine, at 50 connections — five authenticated
 * reads, three durable money-moving writes and a chat message, on SQLite and then PostgreSQL. After the
 * writes: the ledger's invariants, and every shop order paid at most once. Resident memory at idle and under
 * load. Writes bench/results/http-<date>.md.
 * Usage: npm run bench -- [seconds=10] [connections=50]   (BENCH_ONLY=sqlite|postgres for one database)
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { checkInvariants } from '../../apps/server/src/modules/ledger/index.ts';
import { load as loadNow, resultsFile } from '../machine.ts';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './databases.ts';
import { measure, type Load } from './drive.ts';
import { table, type Row } from './report.ts';
import { scenarios } from './scenarios.ts';
import { seed, type Fixture } from './seed.ts';
import { buildServer, rssMiB, SERVER_ENV, startCeiling, startServer, type Running } from './server.ts';

const LOAD: Load = { seconds: Number(process.argv[2] ?? 10), connections: Number(process.argv[3] ?? 50), warmupSeconds: 2 };
const SIZE = { members: 1_000, orders: Number(process.env.BENCH_ORDERS ?? 20_000) };
const only = process.env.BENCH_ONLY?.toLowerCase();

const stops: (() => Promise<void>)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void Promise.allSettled(stops.map((s) => s())).finally(() => process.exit(130)));

/**
 * Invariants, and the shop's orders: one escrow hold per paid order (none paid twice), every acknowledged
 * payment present, and at most the requests cut off in flight at the end of the warm-up and the run on top.
 */
async function afterWrites(database: BenchDatabase, paidReplies: number): Promise<string[]> {
  const opened = await database.open();
  try {
    const violations = await checkInvariants(opened.db);
    const paid = await opened.db
      .selectFrom('shop_orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const holds = await opened.db
      .selectFrom('ledger_holds')
      .innerJoin('ledger_postings', 'ledger_postings.id', 'ledger_holds.hold_posting_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('ledger_postings.kind', '=', 'shop_pay')
      .executeTakeFirstOrThrow();
    const [n, h] = [Number(paid.n), Number(holds.n)];
    const ordersOk = n === h && n >= paidReplies && n <= paidReplies + 2 * LOAD.connections;
    if (violations.length || !ordersOk) process.exitCode = 1;
    return [
      `- ledger invariants after the writes: ${violations.length === 0 ? 'no violations' : `${violations.length} VIOLATIONS ${JSON.stringify(violations.slice(0, 3))}`}`,
      `- shop orders: ${paid.n} paid, ${holds.n} escrow holds, ${paidReplies} payments acknowledged (the rest were in flight when a run ended)${ordersOk ? ' — each paid once, none acknowledged lost' : ' — MISMATCH'}`,
    ];
  } finally {
    await opened.close();
  }
}

async function seeded(database: BenchDatabase): Promise<{ fixture: Fixture; settings: string }> {
  const opened = await database.open();
  try {
    const started = performance.now();
    const fixture = await seed(opened.db, SIZE);
    console.log(`${database.name}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { fixture, settings: await database.describe(opened.db) };
  } finally {
    await opened.close();
  }
}

/** BENCH_SCENARIOS=transfer,feed: only the scenarios whose names contain one of these words. */
const wanted = (name: string) =>
  !process.env.BENCH_SCENARIOS || process.env.BENCH_SCENARIOS.split(',').some((w) => name.includes(w.trim()));

/**
 * Each scenario right after a ceiling measurement of its own: on a shared machine the load changes from
 * minute to minute, and the ratio of two adjacent measurements is the figure that holds.
 */
async function benchDatabase(database: BenchDatabase, bundle: string): Promise<string[]> {
  const { fixture, settings } = await seeded(database);
  const ceiling = await startCeiling();
  stops.push(ceiling.stop);
  const server: Running = await startServer(bundle, database.env);
  stops.push(server.stop);
  const rows: Row[] = [];
  let idle = 0;
  try {
    await new Promise((r) => setTimeout(r, 2_000));
    idle = rssMiB(server.pid);
    for (const scenario of scenarios(fixture).filter((s) => wanted(s.name))) {
      const bare = await measure({ ...ceiling, path: '/api/ceiling', next: () => ({ token: '', body: {} }) }, LOAD);
      const { path: route, next, warmupRequests } = scenario;
      const measured = await measure({ ...server, path: route, next, warmupRequests }, LOAD);
      console.log(
        `${database.name}: ${scenario.name} ${Math.round(measured.rps)} req/s (ceiling ${Math.round(bare.rps)}) p99 ${measured.p99} ms non-2xx ${measured.non2xx}`,
      );
      rows.push({ scenario, measured, ceiling: bare });
    }
  } finally {
    await server.stop();
    await ceiling.stop();
  }
  const paid = rows.find((r) => r.scenario.path === '/api/order/pay');
  const peak = Math.max(...rows.map((r) => r.measured.rssPeakMiB));
  return [
    `## ${database.name}`,
    '',
    `- ${settings}`,
    `- resident memory (VmRSS) of the server: ${Math.round(idle)} MiB at idle after start and seeding, ${Math.round(peak)} MiB peak under load`,
    '',
    ...table(database.name, rows),
    '',
    ...(await afterWrites(database, paid?.measured.acknowledged ?? 0)),
    `- load at end: ${loadNow()}`,
    '',
  ];
}

async function main() {
  const sh = (command: string) => execSync(command, { encoding: 'utf8' }).trim();
  const header = [
    `- CPU: ${sh("cat /proc/cpuinfo | grep 'model name' | head -1")}; nproc ${sh('nproc')}`,
    `- load at start: ${loadNow()}`,
    `- node ${process.version}; autocannon ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per scenario, from the same machine`,
    `- server: the production bundle (apps/server/scripts/build.mjs) started with ${Object.entries(SERVER_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} (background jobs off so only the measured requests run)`,
    `- seeded: ${SIZE.members} members with tokens, balances and a payment password (argon2id, the server's cost), ${SIZE.members - 1} labels spread evenly within 15 km of the searched point (~100 inside the 5 km radius), 2,000 articles, 50 goods, ${SIZE.orders} unpaid orders, 10 sell ads of 10,000,000 PI`,
  ];
  const bundle = buildServer();
  stops.push(async () => bundle.remove());
  const sections: string[] = [];
  try {
    for (const open of [sqliteDatabase, postgresDatabase]) {
      const database = await open();
      if (!database || (only && !database.name.toLowerCase().startsWith(only))) {
        await database?.dispose();
        continue;
      }
      stops.push(database.dispose);
      try {
        sections.push(...(await benchDatabase(database, bundle.file)));
      } finally {
        await database.dispose();
      }
    }
  } finally {
    bundle.remove();
  }
  const date = new Date().toISOString().slice(0, 10);
  const args = process.argv.slice(2).join(' ');
  const report = [
    `# HTTP benchmark, ${date}`,
    '',
    `\`npm run bench${args ? ` -- ${args}` : ''}\``,
    '',
    ...header,
    '',
    ...sections,
  ].join('\n');
  // BENCH_OUT=<file>: a partial run (one scenario, a profile) written elsewhere, leaving the day's results alone.
  const file = process.env.BENCH_OUT ? path.resolve(process.env.BENCH_OUT) : resultsFile(`http-${date}.md`);
  fs.writeFileSync(file, report);
  console.log(`\n${report}\nwritten ${path.relative(process.cwd(), file)}`);
}

await main();
