/**
 * Crash test (docs/reliability.md "Crash test"): a real server process (JOBS on) under money load from many concurrent clients —
 * transfers, exchanges, adjustments, withdrawals and deposits the console decides, P2P ads taken and
 * confirmed, cancelled, settled or expired, shop orders paid, shipped, received or left to close — is killed
 * with SIGKILL at seeded random moments and replaced by a process on the same database. After every kill, in
 * one read snapshot of the database: the ledger invariants hold, everything an answer with code 1
 * acknowledged is there exactly once (requests cut off by the kill are sent again with the same key and must
 * not apply twice), no hold is orphaned or outlives its order. At the end the jobs are let run until every
 * order has ended, and none held escrow or stayed unpaid longer past its window than a killed process's
 * job lease can delay it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/modules/ledger/index.ts';
import type { Db } from '../../src/db/database.ts';
import { usingPostgres } from '../test-app.ts';
import { leasesLeftBy, missingAcks, orphanHolds, overdueOrders, stuckHolds, lastWindowEnd } from './crash-checks.ts';
import { CrashClient, pause } from './crash-client.ts';
import { openMarket, runLoad, seeded, type LoadPhase, type Market } from './crash-load.ts';
import { crashRig, type CrashRig } from './crash-server.ts';

const SEED = 20261123;
const KILLS = 20;
const CLIENTS = 10;
/**
 * How late past its window an order may still end: a process killed while running a job leaves its lease
 * for 15 s (core/jobs.ts), and the unpaid-order job runs every 30 s, plus a little for a busy machine.
 */
const GRACE_SECONDS = 15 + 30 + 15;

let rig: CrashRig;
let client: CrashClient;
let db: Db;
let market: Market;
let checks = 0;
/** jobs a killed process was running: nobody runs them until the lease lapses */
const leasesLeft: string[] = [];

beforeAll(async () => {
  rig = await crashRig();
  await rig.start();
  client = new CrashClient(rig);
  db = await rig.db();
  market = await openMarket(client, db, CLIENTS);
}, 120_000);
afterAll(() => rig?.cleanup());

const now = () => Math.floor(Date.now() / 1000);

/**
 * Everything that must hold on the database a killed process left, read in one snapshot (a read
 * transaction: SQLite WAL, PostgreSQL repeatable read) while the next process already serves the load.
 */
async function expectConsistent(when: string): Promise<void> {
  const acks = client.acks.slice();
  const found = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      invariants: await checkInvariants(trx),
      acks: await missingAcks(trx, acks),
      orphanHolds: await orphanHolds(trx),
      stuckHolds: await stuckHolds(trx),
      overdue: await overdueOrders(trx, now(), GRACE_SECONDS),
    }));
  expect(found, when).toEqual({
    invariants: [],
    acks: [],
    orphanHolds: [],
    stuckHolds: [],
    overdue: { p2p: [], shopUnpaid: [], shopUnreceived: [] },
  });
  checks += acks.length + 5;
}

/**
 * A seeded random moment with work in flight: after 3–25 more answers since the last restart (so every
 * run does work between kills however busy the machine is), then 0–500 ms more.
 */
async function killMoment(rnd: () => number): Promise<void> {
  const answers = client.stats.calls + 3 + Math.floor(rnd() * 23);
  const until = Date.now() + 20_000;
  while (client.stats.calls < answers && Date.now() < until) await pause(20);
  await pause(Math.floor(rnd() * 500));
}

/** With the server up and no load, waits until the jobs have ended every order that can end by itself. */
async function letJobsFinish(): Promise<void> {
  const until = ((await lastWindowEnd(db)) ?? now()) + GRACE_SECONDS;
  while (now() <= until) {
    const open = await db.selectFrom('p2p_orders').select('id').where('status', '=', 'pending').execute();
    const unpaid = await db.selectFrom('shop_orders').select('id').where('status', '=', 'unpaid').execute();
    if (open.length + unpaid.length === 0) return;
    await pause(1000);
  }
}

/** How long past its window the latest expired P2P order and closed unpaid shop order ended (seconds). */
async function latestLateness(): Promise<number> {
  const p2p = await db.selectFrom('p2p_orders').select(['expiretime', 'endtime']).where('status', '=', 'expired').execute();
  const shop = await db
    .selectFrom('shop_orders')
    .select(['expiretime', 'canceltime'])
    .where('status', '=', 'cancelled')
    .where('paytime', 'is', null)
    .execute();
  const late = [...p2p.map((o) => Number(o.endtime) - o.expiretime), ...shop.map((o) => Number(o.canceltime) - o.expiretime)];
  return Math.max(0, ...late);
}

/** Orders not held for review that expired: the settlement job should have confirmed them within seconds. */
async function expiredUnreviewed(): Promise<number> {
  const rows = await db.selectFrom('p2p_orders').select('id').where('status', '=', 'expired').where('review', '=', 0).execute();
  return rows.length;
}

async function countBy(table: 'p2p_orders' | 'shop_orders'): Promise<string> {
  const rows = await db
    .selectFrom(table)
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  return rows.map((r) => `${r.status} ${r.n}`).join(', ');
}

describe('the server killed with SIGKILL under money load', () => {
  it(
    `loses no acknowledged request, applies none twice and strands no escrow over ${KILLS} kills (seed ${SEED})`,
    { timeout: 300_000 },
    async () => {
      const rnd = seeded(SEED);
      let phase: LoadPhase = 'all';
      const load = runLoad(client, market, SEED, () => phase);
      for (let kill = 1; kill <= KILLS; kill++) {
        // The second half opens no new orders, so the jobs end the open ones while the kills go on.
        if (kill > KILLS / 2) phase = 'no-new-orders';
        await killMoment(rnd);
        const killed = await rig.kill();
        leasesLeft.push(...(await leasesLeftBy(db, killed, Date.now())));
        await rig.start();
        await expectConsistent(`after kill ${kill}`);
      }
      phase = 'stop';
      await load;
      await letJobsFinish();
      await expectConsistent('at the end');
      const lateness = await latestLateness();
      const { calls, acknowledged, resent, serverErrors } = client.stats;
      console.info(
        `crash test (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): seed ${SEED}, ${KILLS} SIGKILLs under ${CLIENTS} clients, ` +
          `${calls} calls, ${acknowledged} acknowledged (${resent} resent after a kill), ${checks} checks, all held; ` +
          `P2P orders ${await countBy('p2p_orders')} (${await expiredUnreviewed()} expired without review); shop orders ${await countBy('shop_orders')}; ` +
          `${leasesLeft.length} kills left a job lease (${leasesLeft.join(', ') || 'none'}); ` +
          `latest order ended ${lateness} s past its window`,
      );
      expect(serverErrors).toEqual([]);
      expect(lateness).toBeLessThanOrEqual(GRACE_SECONDS);
      expect(acknowledged).toBeGreaterThan(KILLS * 5);
      expect(resent).toBeGreaterThan(0);
    },
  );
});
