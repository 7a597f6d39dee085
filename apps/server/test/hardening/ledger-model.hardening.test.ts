/**
 * Ledger model test (docs/reliability.md): random batches of money operations from several members at once, all over
 * HTTP — operator adjustments, withdrawals the operator passes or rejects, DGB transfers (with repeated
 * idempotency keys), the DGB → coin exchange, P2P sell ads taken and then confirmed by the console,
 * cancelled, expired or settled by the jobs under the fake clock, VIP purchases, and shop orders paid,
 * shipped, received or cancelled. After each batch the
 * ledger's own invariants hold, plus what checkInvariants cannot know: money enters and leaves circulation
 * only through adjustments and passed withdrawals, and every pending hold belongs to a live order.
 */
import type { PostPath } from '@app/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/core/clock.ts';
import { checkInvariants, parseCoinAmount } from '../../src/modules/ledger/index.ts';
import { PAY, runExpire, runSettle, setP2p, trader, type TestTrader } from '../../src/modules/p2p/p2p.test-support.ts';
import { listedProduct, merchant } from '../../src/modules/shop/shop.test-support.ts';
import { seedDemoVip } from '../../src/modules/vip/seed-vip.ts';
import { usableAddress, walletOperator } from '../../src/modules/wallet/wallet.test-support.ts';
import { createTestApp, type TestApp, type TestBody } from '../test-app.ts';
import { orphanHolds, stuckHolds } from './crash-checks.ts';

const SEED = 20261123;
const RUNS = 20;
const OPS = 30;
const COINS = ['USDT', 'PI', 'DGB'] as const;
/** COIN enters only as the exchange's liquidity, which the operator funds from `external` too. */
const CHECKED_COINS = [...COINS, 'COIN'] as const;

let t: TestApp;
let op: string;
let members: TestTrader[];
let planIds: number[];
let shops: { token: string; productId: number }[];
/** What the operator put in per coin, in smallest units: `external` must hold exactly the negative. */
const adjusted = new Map<string, bigint>();
const calls = { total: 0, accepted: 0, settled: 0, expired: 0, repeats: 0, byPath: new Map<string, number>() };

beforeAll(async () => {
  t = await createTestApp();
  op = await walletOperator(t);
  await setP2p(t, op, 'p2p_auto_match', false);
  // Orders over 2.5 USDT wait for the console: those it leaves alone expire at the end of the window.
  await setP2p(t, op, 'p2p_review_over_usdt', '2.5');
  await seedDemoVip(t.app.ctx);
  planIds = (await t.post('/api/admin/vip/plans', {}, { token: op })).data.plans.map((p: { id: number }) => p.id);
  const liquidity = await t.post(
    '/api/admin/exchange/liquidity',
    { coin: 'COIN', amount: '1000', reason: 'model' },
    { token: op },
  );
  expect(liquidity.code, liquidity.msg).toBe(1);
  adjusted.set('COIN', parseCoinAmount('COIN', '1000'));
  members = [];
  for (let i = 0; i < 5; i++) members.push(await trader(t));
  for (const m of members) await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', 'TADDRESS00000000001');
  shops = [];
  for (let i = 0; i < 2; i++) {
    const seller = await merchant(t);
    const product = await listedProduct(t, seller, op, { price: '3.5', stock: 100_000 });
    shops.push({ token: seller.token, productId: product.id });
  }
});
afterAll(() => t.close());

async function call<P extends PostPath>(path: P, body: TestBody<P>, token: string) {
  const res = await t.post(path, body, { token });
  calls.total++;
  if (res.status >= 500 || typeof res.msg !== 'string') throw new Error(`${path} answered ${res.status}: ${res.raw.body}`);
  if (res.status === 409) calls.repeats++;
  if (res.code === 1) {
    calls.accepted++;
    calls.byPath.set(path, (calls.byPath.get(path) ?? 0) + 1);
  }
  return res;
}

const who = fc.integer({ min: 0, max: 4 });
const amount = (min: number, max: number) => fc.integer({ min, max }).map(String);
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), who, coin: fc.constantFrom(...COINS), amount: amount(1, 400) }),
  fc.record({ kind: fc.constant('withdraw' as const), who, amount: amount(10, 80), pass: fc.boolean() }),
  fc.record({ kind: fc.constant('transfer' as const), who, to: who, amount: amount(1, 60), key: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('exchange' as const), who, amount: amount(10, 200) }),
  fc.record({
    kind: fc.constant('p2p' as const),
    who,
    to: who,
    quantity: amount(1, 4),
    price: amount(1, 3),
    end: fc.constantFrom('confirm', 'cancel', 'expire', 'settle', 'closeAd'),
  }),
  fc.record({ kind: fc.constant('vip' as const), who, plan: fc.nat() }),
  fc.record({
    kind: fc.constant('shop' as const),
    who,
    shop: fc.integer({ min: 0, max: 1 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    end: fc.constantFrom('receive', 'ship', 'paid', 'cancel'),
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op, batch: number): Promise<void> {
  const m = members[o.who]!;
  if (o.kind === 'adjust') {
    const res = await call('/api/admin/user/adjust', { user_id: m.id, coin: o.coin, amount: o.amount, reason: 'model' }, op);
    if (res.code === 1) adjusted.set(o.coin, (adjusted.get(o.coin) ?? 0n) + parseCoinAmount(o.coin, o.amount));
  } else if (o.kind === 'withdraw') {
    const body = { coin: 'USDT', chain: 'TRC20', address: 'TADDRESS00000000001', amount: o.amount, paypassword: PAY };
    const res = await call('/api/user/tx', body, m.token);
    if (res.code === 1)
      await call(
        '/api/admin/review/decide',
        { kind: 'withdraw', id: res.data.id, action: o.pass ? 'pass' : 'reject', reason: 'model' },
        op,
      );
  } else if (o.kind === 'transfer') {
    const to = members[o.to]!;
    await call(
      '/api/user/changescore',
      { to: to.id, amount: o.amount, paypassword: PAY, idempotency_key: `b${batch}-${o.who}-${o.key}` },
      m.token,
    );
  } else if (o.kind === 'exchange') {
    await call('/api/user/stom', { amount: o.amount, paypassword: PAY }, m.token);
  } else if (o.kind === 'vip') {
    await call('/api/vipp/submit', { plan_id: planIds[o.plan % planIds.length], agree: true, paypassword: PAY }, m.token);
  } else if (o.kind === 'shop') {
    await shopRound(m, o);
  } else {
    await p2pRound(m, members[o.to]!, o);
  }
}

async function shopRound(buyer: TestTrader, o: Extract<Op, { kind: 'shop' }>): Promise<void> {
  const shop = shops[o.shop]!;
  const created = await call(
    '/api/order/create',
    { product_id: shop.productId, quantity: o.quantity, address: '2 Bay Road' },
    buyer.token,
  );
  if (created.code !== 1) return;
  const id = created.data.id;
  if (o.end === 'cancel') {
    await call('/api/order/cancel', { id }, buyer.token);
    return;
  }
  if ((await call('/api/order/pay', { id, paypassword: PAY }, buyer.token)).code !== 1 || o.end === 'paid') return;
  if ((await call('/api/order/sendorder', { id, express: 'SF Express', tracking_no: 'SF1234567890' }, shop.token)).code !== 1)
    return;
  if (o.end === 'receive') await call('/api/order/receiveorder', { id }, buyer.token);
}

async function p2pRound(seller: TestTrader, buyer: TestTrader, o: Extract<Op, { kind: 'p2p' }>): Promise<void> {
  const ad = await call(
    '/api/ctoc/submitc2c',
    { type: 'sell', coin: 'PI', quantity: o.quantity, price: o.price, min_quantity: '1', paypassword: PAY },
    seller.token,
  );
  if (ad.code !== 1) return;
  const taken = await call('/api/ctoc/buy', { ad_id: ad.data.id, quantity: '1', paypassword: PAY }, buyer.token);
  if (taken.code === 1 && o.end === 'confirm') await call('/api/admin/p2p/confirm', { id: taken.data.id }, op);
  if (taken.code === 1 && o.end === 'cancel') await call('/api/admin/p2p/cancel', { id: taken.data.id, reason: 'model' }, op);
  if (o.end === 'closeAd') await call('/api/ctoc/cancelad', { id: ad.data.id }, seller.token);
}

/** Per coin: the `external` account holds minus what the operator adjusted; in transit = passed withdrawals. */
async function circulationErrors(): Promise<string[]> {
  const db = t.app.ctx.db;
  const { rows } = await sql<{ code: string; coin: string; total: string }>`
    select a.code, b.coin, cast(b.available + b.frozen as text) as total from balances b
      join ledger_accounts a on a.id = b.account_id
     where a.kind = 'system' and a.code in ('external', 'withdrawals_in_transit')`.execute(db);
  const passed = await sql<{ coin: string; total: string }>`
    select coin, cast(coalesce(sum(actual), 0) as text) as total from wallet_withdrawals where status = 'passed' group by coin`.execute(
    db,
  );
  const errors: string[] = [];
  for (const coin of CHECKED_COINS) {
    const external = BigInt(rows.find((r) => r.code === 'external' && r.coin === coin)?.total ?? '0');
    if (external !== -(adjusted.get(coin) ?? 0n))
      errors.push(`${coin}: external ${external}, adjusted ${adjusted.get(coin) ?? 0n}`);
    const transit = BigInt(rows.find((r) => r.code === 'withdrawals_in_transit' && r.coin === coin)?.total ?? '0');
    const out = BigInt(passed.rows.find((r) => r.coin === coin)?.total ?? '0');
    if (transit !== out) errors.push(`${coin}: in transit ${transit}, passed withdrawals ${out}`);
  }
  return errors;
}

async function runBatch(ops: Op[], batch: number): Promise<void> {
  // Five members at a time, as concurrent clients would.
  for (let i = 0; i < ops.length; i += 5) await Promise.all(ops.slice(i, i + 5).map((o) => apply(o, batch)));
  clock.advance(10);
  calls.settled += (await runSettle(t)) ?? 0;
  clock.advance(16 * 60);
  calls.expired += (await runExpire(t)) ?? 0;
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  expect(await circulationErrors()).toEqual([]);
  expect(await orphanHolds(t.app.ctx.db)).toEqual([]);
  expect(await stuckHolds(t.app.ctx.db)).toEqual([]);
  const pendingPastWindow = await t.app.ctx.db
    .selectFrom('p2p_orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('createtime', '<', clock.now() - 15 * 60)
    .execute();
  expect(pendingPastWindow).toEqual([]);
}

describe('the ledger under random concurrent money operations over HTTP', () => {
  it(`keeps every invariant over ${RUNS} batches of ${OPS} operations (seed ${SEED})`, async () => {
    let batch = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS, maxLength: OPS }), (ops) => runBatch(ops, ++batch)),
      {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: true,
        reporter: (out) => {
          if (out.failed)
            throw new Error(
              `ledger model failed with seed ${SEED}, path ${out.counterexamplePath}: ${String(out.errorInstance)}`,
            );
        },
      },
    );
    const accepted = [...calls.byPath].map(([path, n]) => `${path} ${n}`).join(', ');
    console.info(
      `ledger model: seed ${SEED}, ${batch} batches, ${calls.total} calls, ${calls.accepted} accepted (${accepted}); ` +
        `jobs settled ${calls.settled} and expired ${calls.expired} P2P orders; ${calls.repeats} answers 409`,
    );
    expect(calls.accepted).toBeGreaterThan(RUNS * 5);
    expect(calls.settled).toBeGreaterThan(0);
    expect(calls.expired).toBeGreaterThan(0);
  });
});
