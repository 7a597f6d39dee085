/**
 * PI payouts killed mid-flight (docs/api.md "PI paid by the server" and "PI paid to a member signed in with Pi
 * (app-to-user)"): real server processes (JOBS on) pay passed PI withdrawals of members linked to Pi through the
 * Pi Platform stand-in and the Horizon stand-in, whose replies are slowed (after their change is made) so the
 * SIGKILLs, at seeded random moments, land between the Platform's create and its store, between the post and the
 * completion, and so on. Each killed process is replaced by a new one on the same database. At the end every
 * withdrawal is paid exactly once: one completed Pi payment per member, its transaction on chain with the
 * payment's identifier as memo, the member's Pi wallet credited once, one ledger posting, invariants clean.
 */
import { startHorizon, startPiPlatform, type HorizonStandIn, type PiPlatformStandIn } from '@app/test-support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/modules/ledger/index.ts';
import { payoutsOf } from '../../src/modules/wallet/pi-payouts.repository.ts';
import {
  adjust,
  ADDRESSES,
  decide,
  PAY,
  setConfig,
  usableAddress,
  walletMember,
  walletOperator,
} from '../../src/modules/wallet/wallet.test-support.ts';
import { buildServerBundle, startServer, type StartedServer } from '../processes.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const SEED = 20261206;
const MEMBERS = 5;
const KILLS = 4;

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PI payouts killed mid-flight', () => {
  let t: TestApp;
  let horizon: HorizonStandIn;
  let pi: PiPlatformStandIn;
  let bundle: { file: string; remove(): void };
  const stops: (() => void)[] = [];
  /** what every server process gets: jobs on, the database and the Pi settings the setup used */
  const processEnv: Record<string, string> = {
    JOBS: 'on',
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    ADMIN_USERNAME: 'payoutcrashop',
    ADMIN_PASSWORD: 'PayoutCrash12345',
  };
  const members: { id: number; withdrawal: number; uid: string; wallet: string; received: string }[] = [];

  beforeAll(async () => {
    bundle = buildServerBundle('pi-payout-crash');
    horizon = await startHorizon();
    pi = await startPiPlatform();
    const app = await horizon.fund('1000');
    pi.appAddress = app.publicKey;
    const piEnv = { PI_PAYOUT_SECRET: app.secret, PI_API_KEY: pi.apiKey, PI_NETWORK: 'Pi Testnet', PI_PLATFORM_URL: pi.url };
    t = await createTestApp(piEnv);
    const operator = await walletOperator(t);
    await setConfig(t, operator, 'wallet_deposit_addresses', { ...ADDRESSES, PI: { PI: app.publicKey } });
    await setConfig(t, operator, 'chain_networks', {
      PI: { kind: 'memo', confirmations: 1, horizon_url: horizon.url, network_passphrase: horizon.passphrase },
    });
    for (let i = 0; i < MEMBERS; i++) {
      const member = await walletMember(t, 'basic');
      const user = pi.addUser();
      const wallet = (await horizon.fund('1')).publicKey;
      pi.setWalletAddress(user.uid, wallet);
      expect((await t.post('/api/user/pilink', { accessToken: user.accessToken }, { token: member.token })).code).toBe(1);
      await adjust(t, operator, member.id, 'PI', '100');
      await usableAddress(t.app.ctx.db, member.id, 'PI', 'PI', (await horizon.fund('1')).publicKey);
      const res = await t.post(
        '/api/user/tx',
        { coin: 'PI', chain: 'PI', amount: `${5 + i}`, paypassword: PAY },
        { token: member.token },
      );
      expect(res.code, res.msg).toBe(1);
      expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).code).toBe(1);
      const mine = await t.post('/api/user/withdrawals', { page: 1 }, { token: member.token });
      const received = mine.data!.data.find((w) => w.id === res.data.id)!.received;
      members.push({ id: member.id, withdrawal: res.data.id, uid: user.uid, wallet, received });
    }
    // Every step answers late, after its change: a kill in the wait is a kill between the change and its record.
    pi.slowNext('create', 700, { times: MEMBERS });
    pi.slowNext('complete', 700, { times: MEMBERS });
    horizon.slowNext(500, MEMBERS * 3);
    Object.assign(processEnv, piEnv, {
      DATA_DIR: t.config.dataDir,
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    });
  }, 180_000);
  afterAll(async () => {
    stops.forEach((stop) => stop());
    await pause(200);
    await t?.close();
    await pi?.stop();
    await horizon?.stop();
    bundle?.remove();
  });

  const start = () => startServer(processEnv, (stop) => stops.push(stop), bundle.file);
  const db = () => t.app.ctx.db;
  const allPaid = async () =>
    [
      ...(
        await payoutsOf(
          db(),
          members.map((m) => m.withdrawal),
        )
      ).values(),
    ].filter((p) => p.state === 'paid').length === MEMBERS;

  /** Payouts a killed process left between their first step and paid: a stored Pi payment or a submitted transaction. */
  const midFlight = async () =>
    [
      ...(
        await payoutsOf(
          db(),
          members.map((m) => m.withdrawal),
        )
      ).values(),
    ].filter((p) => p.state === 'submitted' || (p.state === 'queued' && p.pi_payment_id !== '')).length;

  it('pays every withdrawal exactly once across the kills', async () => {
    const random = seeded(SEED);
    const left: number[] = [];
    let server: StartedServer = await start();
    for (let k = 0; k < KILLS; k++) {
      await pause(300 + Math.floor(random() * 2500));
      server.stop();
      await server.exited;
      left.push(await midFlight());
      server = await start();
    }
    // The kills must have cut payouts off, not only hit idle processes.
    expect(
      left.some((n) => n > 0),
      `payouts mid-flight at each kill: ${left.join(', ')}`,
    ).toBe(true);
    // A killed pass leaves its lease for 15 s (core/jobs.ts); the job runs every 5 s after that.
    const until = Date.now() + 150_000;
    while (!(await allPaid()) && Date.now() < until) await pause(1000);
    server.stop();
    await server.exited;

    const payouts = await payoutsOf(
      db(),
      members.map((m) => m.withdrawal),
    );
    for (const m of members) {
      const p = payouts.get(m.withdrawal)!;
      expect(p, `withdrawal ${m.withdrawal}`).toMatchObject({ state: 'paid' });
      expect(horizon.transaction(p.hash)).toMatchObject({ successful: true, memo: p.pi_payment_id });
      expect(Number(horizon.balance(m.wallet)) - 1).toBeCloseTo(Number(m.received), 7);
      expect(pi.payment(p.pi_payment_id)).toMatchObject({
        user_uid: m.uid,
        metadata: { withdrawal: m.withdrawal },
        status: { developer_completed: true, cancelled: false },
        transaction: { txid: p.hash },
      });
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ledger_postings
        where idempotency_key = ${`withdraw_paid:${m.withdrawal}`}`.execute(db());
      expect(Number(rows[0]!.n)).toBe(1);
    }
    const open = await fetch(`${pi.url}/v2/payments/incomplete_server_payments`, {
      headers: { authorization: `Key ${pi.apiKey}` },
    }).then((r) => r.json() as Promise<{ incomplete_server_payments: unknown[] }>);
    expect(open.incomplete_server_payments).toEqual([]);
    expect(await checkInvariants(db())).toEqual([]);
  }, 400_000);
});
