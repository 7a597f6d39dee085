/**
 * P2P order-taking under contention (docs/api.md "Peer-to-peer PI market": an ad is never oversold).
 * Many clients take 1 PI at a time from a few sell ads, in process through the market's own service
 * (placeOrder: the conditional remaining update, the taker's USDT hold, the ad's re-escrow and the order's
 * PI hold in one transaction), on SQLite and PostgreSQL. The ads hold 90% of what is asked, so the last
 * takers race for sold-out ads. Afterwards: every ad's sold quantity equals its orders, nothing oversold,
 * the settlement job's throughput on the same orders, and the ledger's invariants. Both settlement modes run
 * (docs/api.md "P2P with payment methods"): `wallet` takes hold the taker's USDT and the settlement job swaps;
 * `offchain` takes hold only the seller's PI, and each order is then marked paid and released by its parties.
 * Usage: npm run bench:p2p -w bench -- [takes] [concurrency] [ads] [wallet|offchain|both]
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { AppError } from '../apps/server/src/core/app-error.ts';
import { clock } from '../apps/server/src/core/clock.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { accountForUser, checkInvariants, postTransfer, systemAccount } from '../apps/server/src/modules/ledger/index.ts';
import { findAd, type AdRow } from '../apps/server/src/modules/p2p/ads.repository.ts';
import { p2pConfig, type P2pConfig } from '../apps/server/src/modules/p2p/p2p-config.ts';
import { settleDueOrders } from '../apps/server/src/modules/p2p/p2p-jobs.ts';
import { applyRelease, markPaid } from '../apps/server/src/modules/p2p/offchain-steps.ts';
import { findOrder } from '../apps/server/src/modules/p2p/orders.repository.ts';
import { storePayMethod } from '../apps/server/src/modules/p2p/pay-methods.ts';
import { withTransaction } from '../apps/server/src/modules/ledger/index.ts';
import { createAd, planAd } from '../apps/server/src/modules/p2p/post-ad.ts';
import { fiatTerms } from '../apps/server/src/modules/p2p/ad-fiat.ts';
import { placeOrder } from '../apps/server/src/modules/p2p/take-ad.ts';
import { P2P_SETTINGS } from '../apps/server/src/modules/p2p/p2p.settings.ts';
import { setSetting } from '../apps/server/src/modules/settings/settings.service.ts';
import { insertUser } from '../apps/server/src/modules/users/users.repository.ts';
import { postgresTarget, sqliteTarget, type Target } from './ledger/targets.ts';
import { load, machine, percentile, resultsFile } from './machine.ts';

const TAKES = Number(process.argv[2] ?? 2_000);
const CONCURRENCY = Number(process.argv[3] ?? 50);
const ADS = Number(process.argv[4] ?? 4);
const MODES = (process.argv[5] ?? 'both') === 'both' ? (['wallet', 'offchain'] as const) : ([process.argv[5]] as Mode[]);
type Mode = 'wallet' | 'offchain';
const TAKERS = 200;
const PI = 10_000_000n;
const PER_AD = Math.floor((TAKES * 0.9) / ADS);

async function member(db: Db, name: string, coin: 'PI' | 'USDT', units: bigint): Promise<number> {
  const now = clock.now();
  const user = await insertUser(db, {
    username: name,
    email: `${name}@bench.test`,
    password_hash: 'bench',
    invite_code: name.toUpperCase(),
    verify_level: 'advanced',
    createtime: now,
    updatetime: now,
  });
  const [external, account] = [await systemAccount(db, 'external'), await accountForUser(db, user.id)];
  await postTransfer(db, {
    kind: 'deposit',
    legs: [
      { account: external.id, coin, amount: -units },
      { account: account.id, coin, amount: units },
    ],
  });
  return user.id;
}

/** A seller's ad: an offchain one names a mobile-money method of the seller's for the buyers to pay to. */
async function sellAd(db: Db, seller: number, mode: Mode, config: P2pConfig): Promise<AdRow> {
  const terms = { type: 'sell', quantity: String(PER_AD), price: '2.5', min_quantity: '1' } as const;
  const offchain =
    mode === 'offchain'
      ? {
          settlement: mode,
          pay_methods: [(await storePayMethod(db, seller, { type: 'mobile', name: 'Bench', account: '0800' })).id],
        }
      : {};
  // as postAd does: an offchain ad's price is in its currency (US dollars when it names none)
  const base = planAd({ ...terms, ...offchain });
  const plan = { ...base, ...(await fiatTerms(db, { ...terms, ...offchain }, base)) };
  const ad = await createAd(db, seller, plan, config, null);
  return (await findAd(db, ad.id))!;
}

async function setup(db: Db, mode: Mode): Promise<{ ads: AdRow[]; takers: number[]; config: P2pConfig }> {
  await setSetting(P2P_SETTINGS, db, 'p2p_confirm_delay_seconds', 0);
  await setSetting(P2P_SETTINGS, db, 'p2p_auto_match', false);
  // One order per take, as many as the run needs: the per-member limits are not what is measured.
  const config = { ...(await p2pConfig(db)), maxOpenOrders: 1_000_000, maxOpenAds: 1_000_000, autoMatch: false };
  const ads: AdRow[] = [];
  for (let i = 0; i < ADS; i++) {
    const seller = await member(db, `seller${i}`, 'PI', BigInt(PER_AD) * PI);
    ads.push(await sellAd(db, seller, mode, config));
  }
  const takers: number[] = [];
  for (let i = 0; i < TAKERS; i++) takers.push(await member(db, `taker${i}`, 'USDT', 1_000_000n * 1_000_000n));
  return { ads, takers, config };
}

interface Run {
  seconds: number;
  taken: number;
  soldOut: number;
  failed: number;
  p50: number;
  p99: number;
}

async function drive(db: Db, ads: AdRow[], takers: number[], config: P2pConfig): Promise<Run> {
  let next = 0;
  const run = { taken: 0, soldOut: 0, failed: 0 };
  const latencies: number[] = [];
  const worker = async () => {
    while (next < TAKES) {
      next++;
      const ad = ads[Math.floor(Math.random() * ads.length)]!;
      const taker = takers[Math.floor(Math.random() * takers.length)]!;
      const started = performance.now();
      try {
        await placeOrder(db, taker, ad, PI, config, null);
        run.taken++;
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict') run.soldOut++;
        else if (++run.failed === 1) console.error(error);
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return {
    ...run,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Sold = orders on every ad, and no ad below zero: the property the conditional update guarantees. */
async function soldCheck(db: Db, ads: AdRow[], taken: number): Promise<string> {
  const problems: string[] = [];
  let sold = 0n;
  for (const ad of ads) {
    const now = (await findAd(db, ad.id))!;
    const row = await db
      .selectFrom('p2p_orders')
      .select(sql<string>`cast(coalesce(sum(quantity), 0) as text)`.as('q'))
      .where('ad_id', '=', ad.id)
      .executeTakeFirstOrThrow();
    if (now.remaining < 0n || ad.quantity - now.remaining !== BigInt(row.q))
      problems.push(`ad ${ad.id}: ${now.remaining} left, ${row.q} in orders`);
    sold += ad.quantity - now.remaining;
  }
  if (sold !== BigInt(taken) * PI) problems.push(`sold ${sold} units but ${taken} takes succeeded`);
  return problems.length ? `PROBLEMS: ${problems.join('; ')}` : `sold ${taken} PI = orders on ${ads.length} ads, none below zero`;
}

async function settleAll(db: Db): Promise<{ settled: number; seconds: number }> {
  const started = performance.now();
  let settled = 0;
  for (let batch = await settleDueOrders(db); batch > 0; batch = await settleDueOrders(db)) settled += batch;
  return { settled, seconds: (performance.now() - started) / 1000 };
}

/** Offchain: each buyer marks its order paid (as /api/ctoc/paid does) and the seller releases it, one by one. */
async function releaseAll(db: Db): Promise<{ settled: number; seconds: number }> {
  const rows = await db.selectFrom('p2p_orders').select(['id', 'buyer_id']).where('status', '=', 'pending').execute();
  const started = performance.now();
  let settled = 0;
  for (const row of rows) {
    await markPaid(db, Number(row.buyer_id), Number(row.id));
    const order = (await findOrder(db, Number(row.id)))!;
    if (await withTransaction(db, (trx) => applyRelease(trx, order, clock.now()))) settled++;
  }
  return { settled, seconds: (performance.now() - started) / 1000 };
}

async function benchTarget(target: Target, mode: Mode): Promise<string[]> {
  const { db } = target.opened;
  const { ads, takers, config } = await setup(db, mode);
  const run = await drive(db, ads, takers, config);
  const sold = await soldCheck(db, ads, run.taken);
  const settle = mode === 'wallet' ? await settleAll(db) : await releaseAll(db);
  const violations = await checkInvariants(db);
  const rate = (n: number, s: number) => (n / s).toFixed(0);
  const lines = [
    `| ${target.name} | ${mode} | ${rate(TAKES, run.seconds)} | ${rate(run.taken, run.seconds)} | ${run.taken} | ${run.soldOut} | ${run.failed} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${rate(settle.settled, settle.seconds)} |`,
    `- ${target.name}, ${mode}: ${sold}; ${mode === 'wallet' ? 'settled' : 'paid and released'} ${settle.settled} orders in ${settle.seconds.toFixed(1)} s; ledger invariants: ${violations.length === 0 ? 'no violations' : `${violations.length} VIOLATIONS ${JSON.stringify(violations.slice(0, 3))}`}`,
  ];
  console.log(lines.join('\n'));
  if (violations.length || sold.startsWith('PROBLEMS') || run.failed) process.exitCode = 1;
  return lines;
}

let current: Target | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void (current?.dispose() ?? Promise.resolve()).finally(() => process.exit(130)));

async function main() {
  const header = machine();
  const rows: string[] = [];
  const notes: string[] = [];
  const versions: string[] = [];
  for (const open of [sqliteTarget, () => postgresTarget(20)])
    for (const mode of MODES) {
      const target = (current = await open());
      if (!target) continue;
      try {
        const [row, note] = await benchTarget(target, mode);
        rows.push(row!);
        notes.push(note!);
        if (!versions.includes(`- ${target.version}`)) versions.push(`- ${target.version}`);
      } finally {
        current = undefined;
        await target.dispose();
      }
    }
  const date = new Date().toISOString().slice(0, 10);
  const report = [
    `# P2P order-taking benchmark, ${date}`,
    '',
    `\`npm run bench:p2p -w bench -- ${TAKES} ${CONCURRENCY} ${ADS} ${process.argv[5] ?? 'both'}\`: per settlement mode, ${TAKES} takes of 1 PI by ${TAKERS} members at concurrency ${CONCURRENCY} from ${ADS} sell ads holding ${PER_AD} PI each (90% of what is asked), in process through placeOrder (after the payment password, which is argon2 and not measured), on a fresh database each. Then \`wallet\` orders go through the settlement job; \`offchain\` orders are each marked paid (markPaid, as /api/ctoc/paid) and released (the release transaction after the password), one after another.`,
    '',
    header,
    ...versions,
    '',
    '| database | settlement | attempts/s | orders/s | orders | refused (sold out) | failed | p50 ms | p99 ms | settled or released/s |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...notes,
    `- load at end: ${load()}`,
    '',
  ].join('\n');
  const file = resultsFile(`p2p-take-${date}.md`);
  fs.writeFileSync(file, report);
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
}

await main();
