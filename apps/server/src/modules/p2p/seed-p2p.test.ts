import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkInvariants } from '../ledger/index.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { seedDemoP2p } from './seed-p2p.ts';

let t: TestApp;
// Demo data seeds this market with the rest (one line in SEEDERS); a loaded machine needs the longer hook.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
}, 120_000);
afterAll(() => t.close());

it('opens the ecosystem tab on a fresh start with a price, a day of trades and a chart', async () => {
  const res = await t.post('/api/ctoc/getlistall', {});
  expect(res.data.last_price).toBe('2.040000');
  expect(Number(res.data.change_24h)).toBeGreaterThan(0);
  expect(res.data.latest.length).toBeGreaterThanOrEqual(8);
  expect(res.data.chart.length).toBeGreaterThanOrEqual(8);
  expect(res.data).toMatchObject({ best_buy: '1.980000', best_sell: '2.080000' });
});

it('shows open buy and sell ads from advanced-verified traders with their completed orders', async () => {
  const sell = await t.post('/api/ctoc/getlist', { type: 'sell', page: 1 });
  const buy = await t.post('/api/ctoc/getlist', { type: 'buy', page: 1 });
  expect(sell.data.data.map((ad: { price: string }) => ad.price)).toEqual(['2.080000', '2.120000', '2.150000']);
  expect(buy.data.data.map((ad: { price: string }) => ad.price)).toEqual(['1.980000', '1.950000', '1.900000']);
  expect(sell.data.data[0]!.user).toMatchObject({ nickname: 'Tunde PI Desk', orders_completed: 5 });
});

it('keeps the ledger whole and seeds only once', async () => {
  expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  await seedDemoP2p(t.app.ctx);
  expect((await t.post('/api/ctoc/getlist', { type: 'sell', page: 1 })).data.total).toBe(3);
});
