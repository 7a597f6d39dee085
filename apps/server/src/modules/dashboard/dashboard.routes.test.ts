/**
 * The operators' dashboard (docs/api.md "Operators' dashboard") against data the test made through the product's
 * own flows: members joined on known days, a P2P ad and a settled order, a paid shop order, withdrawals waiting;
 * and the parts each role may open.
 */
import { coinScale, toUnits, type Coin } from '@app/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { runJob } from '../../core/jobs.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { checkInvariants } from '../ledger/index.ts';
import { openAd, runSettle, setP2p, take, trader } from '../p2p/p2p.test-support.ts';
import { buyer, goods, listedProduct, merchant, paidOrder } from '../shop/shop.test-support.ts';
import { startOfUtcDay } from '../users/index.ts';

const DAY = 86_400;
let t: TestApp;
let op: string;

beforeAll(async () => {
  t = await createTestApp();
  op = await adminToken(t);
  await setP2p(t, op, 'p2p_auto_match', false);
});
afterEach(async () => {
  clock.reset();
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
});
afterAll(() => t.close());

const dashboard = async (token = op) => {
  const res = await t.post('/api/admin/dashboard', {}, { token });
  expect(res.code, res.msg).toBe(1);
  return res.data;
};

/** Everything members hold of `coin`, read the slow way: every member balance row. */
async function scannedHoldings(coin: string) {
  const row = await t.app.ctx.db
    .selectFrom('balances')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'balances.account_id')
    .where('ledger_accounts.kind', '=', 'user')
    .where('balances.coin', '=', coin)
    .select((eb) => [
      eb.cast<string>(eb.fn.sum<string>(eb.ref('balances.available')), 'text').as('available'),
      eb.cast<string>(eb.fn.sum<string>(eb.ref('balances.frozen')), 'text').as('frozen'),
    ])
    .executeTakeFirstOrThrow();
  return { available: BigInt(row.available ?? '0'), frozen: BigInt(row.frozen ?? '0') };
}

describe('/api/admin/dashboard', () => {
  it('counts members who joined today, over 7 and 30 days, and those active today (once each)', async () => {
    const db = t.app.ctx.db;
    const now = clock.now();
    const ages = [0, 3 * DAY, 20 * DAY, 40 * DAY];
    const joined = [];
    for (const age of ages) {
      const who = await trader(t);
      await db
        .updateTable('users')
        .set({ createtime: now - age })
        .where('id', '=', who.id)
        .execute();
      joined.push(who);
    }
    expect((await dashboard()).members).toEqual({ total: 4, new_today: 1, new_7d: 2, new_30d: 3, active_today: 0 });
    const [fresh, weekOld] = joined as [(typeof joined)[number], (typeof joined)[number]];

    await t.post('/api/ctoc/getwallet', {}, { token: fresh.token });
    await t.post('/api/ctoc/getwallet', {}, { token: fresh.token });
    await db
      .updateTable('users')
      .set({ activetime: startOfUtcDay(now) - DAY })
      .where('id', '=', weekOld.id)
      .execute();
    expect((await dashboard()).members).toMatchObject({ total: 4, active_today: 1 });
    const stored = await db.selectFrom('users').select('activetime').where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(Number(stored.activetime)).toBe(startOfUtcDay(clock.now()));
  });

  it('shows members’ money, open escrow, fees and 30 days of volumes as the ledger and the orders have them', async () => {
    await setP2p(t, op, 'p2p_fee_rate', '0.01');
    const seller = await trader(t, { PI: '10' });
    const payer = await trader(t, { USDT: '1000' });
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2.5', min_quantity: '1' });
    const placed = (await take(t, payer, ad, '4')).data;
    clock.advance(10);
    expect(await runSettle(t)).toBe(1);

    const shopOwner = await merchant(t);
    const shopper = await buyer(t, op, '1000');
    const product = await listedProduct(t, shopOwner, op, { price: '12.5' });
    await paidOrder(t, shopper, product.id, 2);

    const db = t.app.ctx.db;
    const now = clock.now();
    const withdrawal = {
      user_id: shopper.id,
      coin: 'USDT',
      chain: 'TRC20',
      address: 'T'.padEnd(34, 'x'),
      fee: 0n,
      day: '2026-01-01',
    };
    await db
      .insertInto('wallet_withdrawals')
      .values([
        { ...withdrawal, amount: 5_000_000n, actual: 5_000_000n, status: 'pending', createtime: now },
        { ...withdrawal, amount: 7_000_000n, actual: 7_000_000n, status: 'pending', createtime: now },
        { ...withdrawal, amount: 3_000_000n, actual: 3_000_000n, status: 'passed', createtime: now },
        { ...withdrawal, amount: 9_000_000n, actual: 9_000_000n, status: 'passed', payout: 'paid', createtime: now },
      ])
      .execute();

    const { money, volumes } = await dashboard();
    for (const coin of ['PI', 'USDT']) {
      const scanned = await scannedHoldings(coin);
      const shown = money!.coins.find((c) => c.coin === coin)!;
      const scale = coinScale(coin as Coin);
      expect({ available: toUnits(shown.available, scale), frozen: toUnits(shown.frozen, scale) }).toEqual(scanned);
    }
    expect(money!.coins.find((c) => c.coin === 'PI')).toEqual({ coin: 'PI', available: '4.0000000', frozen: '6.0000000' });
    expect(money!.escrow).toEqual({ shop: [{ coin: 'USDT', amount: '25.000000' }], p2p: [{ coin: 'PI', amount: '6.0000000' }] });
    expect(placed.fee).toBe('0.100000');
    expect(money!.fees).toEqual([{ coin: 'USDT', today: '0.100000', last_7d: '0.100000' }]);
    expect(money!.withdrawals).toEqual({
      pending: [{ coin: 'USDT', count: 2, amount: '12.000000' }],
      payouts: [{ coin: 'USDT', count: 1, amount: '3.000000' }],
    });

    expect(volumes!.days).toHaveLength(30);
    const today = new Date(startOfUtcDay(now) * 1000).toISOString().slice(0, 10);
    expect(volumes!.days[29]).toEqual({
      day: today,
      p2p_orders: 1,
      p2p_traded: '4.0000000',
      shop_orders: 1,
      shop_value: '25.000000',
    });
    expect(volumes!.days.slice(0, 29).every((d) => d.p2p_orders === 0 && d.shop_orders === 0)).toBe(true);

    // The fee taken two days ago counts in the week, not today.
    const fees = await db.selectFrom('ledger_accounts').select('id').where('code', '=', 'fees').executeTakeFirstOrThrow();
    await db
      .updateTable('ledger_entries')
      .set((eb) => ({ createtime: eb('createtime', '-', 2 * DAY) }))
      .where('account_id', '=', fees.id)
      .execute();
    expect((await dashboard()).money!.fees).toEqual([{ coin: 'USDT', today: '0.000000', last_7d: '0.100000' }]);
    await setP2p(t, op, 'p2p_fee_rate', '0');
  });

  it('lists every review queue with its pending count and oldest item, and the jobs with a late flag', async () => {
    const owner = await merchant(t);
    const first = await t.post('/api/product/addproduct', goods({ name: 'First' }), { token: owner.token });
    clock.advance(60);
    await t.post('/api/product/addproduct', goods({ name: 'Second' }), { token: owner.token });
    const stored = await t.app.ctx.db
      .selectFrom('shop_products')
      .select('createtime')
      .where('id', '=', first.data.id)
      .executeTakeFirstOrThrow();

    await runJob(t.app.ctx, 'p2p.settle');
    const { queues, jobs } = await dashboard();
    expect(queues!.find((q) => q.kind === 'product')).toEqual({ kind: 'product', pending: 2, oldest: Number(stored.createtime) });
    expect(queues!.find((q) => q.kind === 'deposit')).toEqual({ kind: 'deposit', pending: 0, oldest: null });
    expect(queues!.find((q) => q.kind === 'report')).toEqual({ kind: 'report', pending: 0, oldest: null });
    const listed = await t.post('/api/admin/review/kinds', {}, { token: op });
    expect(queues!.filter((q) => q.kind !== 'report').map((q) => q.kind)).toEqual(listed.data.kinds);

    expect(jobs!.find((j) => j.name === 'p2p.settle')).toMatchObject({ late: false, last_run: expect.any(Number) });
    expect(jobs!.find((j) => j.name === 'p2p.remind')).toMatchObject({ late: true, last_run: null });
  });

  it('gives each role only the parts it may open; a member is refused', async () => {
    const full = await dashboard();
    expect(Object.keys(full).sort()).toEqual(['generated', 'jobs', 'members', 'money', 'queues', 'volumes']);
    for (const role of ['reviewer', 'support'] as const) {
      const part = await dashboard(await adminToken(t, role));
      expect(Object.keys(part).sort()).toEqual(['generated', 'members', 'queues', 'volumes']);
      expect(part.members).toEqual(full.members);
    }
    const member = await trader(t);
    const refused = await t.post('/api/admin/dashboard', {}, { token: member.token });
    expect(refused.status).toBe(403);
    expect((await t.post('/api/admin/dashboard', {})).status).toBe(401);
  });
});
