/**
 * Money under concurrency (docs/architecture.md "Money: one ledger"): random concurrent transfers, exchanges,
 * deposits and withdrawals (with their reviews, some decided twice at once) among many accounts, through the HTTP
 * API, leave the ledger's invariants intact and the members' USDT total equal to funding + passed deposits −
 * withdrawals.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkInvariants } from '../ledger/index.ts';
import { seeded } from '../ledger/testing.ts';
import {
  adjust,
  balanceOf,
  decide,
  depositOf,
  PAY,
  usableAddress,
  walletMember,
  walletOperator,
  type WalletMember,
} from './wallet.test-support.ts';

let t: TestApp;
let operator: string;
let members: WalletMember[];
beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
  members = [];
  for (let i = 0; i < 8; i++) members.push(await walletMember(t, i % 2 ? 'advanced' : 'basic'));
  for (const m of members) {
    await adjust(t, operator, m.id, 'DGB', '500');
    await adjust(t, operator, m.id, 'USDT', '300');
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', 'TADDRESS00000000001');
  }
  await t.post('/api/admin/exchange/liquidity', { coin: 'COIN', amount: '1000', reason: 'seed' }, { token: operator });
});
afterAll(() => t.close());

const units = (text: string) => BigInt(text.replace('.', ''));

it('keeps every invariant through random concurrent money calls', { timeout: 180_000 }, async () => {
  const seed = Number(process.env.WALLET_SEED ?? Date.now() % 100_000);
  console.log(`wallet random run seed=${seed} (WALLET_SEED to replay)`);
  const rnd = seeded(seed);
  let usdtIn = 300n * 8n * 1_000_000n;
  let hashes = 0;
  const amount = () => `${1 + rnd.int(40)}.${rnd.int(100)}`;
  const ops: (() => Promise<void>)[] = [
    async () => {
      const [from, to] = [rnd.pick(members), rnd.pick(members)];
      if (from !== to)
        await t.post(
          '/api/user/changescore',
          { to: to.username, amount: amount(), paypassword: PAY, idempotency_key: `k${rnd.int(20)}` },
          { token: from.token },
        );
    },
    async () => {
      await t.post('/api/user/stom', { amount: amount(), paypassword: PAY }, { token: rnd.pick(members).token });
    },
    async () => {
      const m = rnd.pick(members);
      const sent = await t.post(
        '/api/user/recharge',
        { coin: 'USDT', chain: 'TRC20', amount: `${10 + rnd.int(50)}`, hash: `0xfeed${String(++hashes).padStart(60, '0')}` },
        { token: m.token },
      );
      expect(sent.code).toBe(1);
      const pass = rnd.next() < 0.7;
      const [a, b] = await Promise.all([
        decide(t, operator, 'deposit', depositOf(sent.data).id, pass ? 'pass' : 'reject', 'r'),
        decide(t, operator, 'deposit', depositOf(sent.data).id, 'pass'),
      ]);
      expect([a.code, b.code].filter((c) => c === 1)).toHaveLength(1);
      const decided = a.code === 1 ? a.data : b.data;
      if (decided.status === 'passed') usdtIn += units(String(decided.detail.amount));
    },
    async () => {
      const m = rnd.pick(members);
      const res = await t.post(
        '/api/user/tx',
        { coin: 'USDT', chain: 'TRC20', address: 'TADDRESS00000000001', amount: `${10 + rnd.int(60)}`, paypassword: PAY },
        { token: m.token },
      );
      if (res.code !== 1) return;
      const pass = rnd.next() < 0.5;
      const [a, b] = await Promise.all([
        decide(t, operator, 'withdraw', res.data.id, pass ? 'pass' : 'reject', 'r'),
        decide(t, operator, 'withdraw', res.data.id, 'reject', 'r'),
      ]);
      expect([a.code, b.code].filter((c) => c === 1)).toHaveLength(1);
      const decided = a.code === 1 ? a.data : b.data;
      if (decided.status === 'passed') usdtIn -= units(String(decided.detail.amount));
    },
  ];
  for (let round = 0; round < 4; round++) {
    await Promise.all(Array.from({ length: 25 }, () => rnd.pick(ops)()));
  }
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  let usdtHeld = 0n;
  for (const m of members) {
    const b = await balanceOf(t, m, 'USDT');
    usdtHeld += units(b.available) + units(b.frozen);
    expect(b.frozen).toBe('0.000000');
  }
  expect(usdtHeld).toBe(usdtIn);
});
