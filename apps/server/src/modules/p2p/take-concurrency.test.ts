/**
 * An ad is never oversold (docs/api.md "Peer-to-peer PI market"): 200 concurrent takers on an ad of quantity 10 →
 * exactly 10 units sold, remaining never negative, every refused taker's money untouched, the ledger's invariants
 * intact.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balance, expectInvariants, openAd, operator, setP2p, take, trader, type TestTrader } from './p2p.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setP2p(t, await operator(t), 'p2p_auto_match', false);
});
afterAll(() => t.close());

it('sells exactly 10 units to 200 concurrent takers of an ad of 10', { timeout: 240_000 }, async () => {
  const seller = await trader(t, { PI: '10' });
  const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '1.5', min_quantity: '1' });
  const takers: TestTrader[] = [];
  for (let i = 0; i < 200; i++) takers.push(await trader(t, { USDT: '10' }));

  const results = await Promise.all(takers.map((taker) => take(t, taker, ad, '1')));
  const won = results.filter((r) => r.code === 1);
  const lost = results.filter((r) => r.code !== 1);
  expect(won).toHaveLength(10);
  // Late takers find the ad sold out (or, mid-race, nothing left for them): a conflict, nothing moved.
  const refusals = new Set(lost.map((r) => `${r.status} ${r.msg}`));
  for (const refusal of refusals)
    expect(['409 This ad is no longer open', '409 Only 0.0000000 PI is left on this ad']).toContain(refusal);

  const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: seller.token });
  expect(mine.data.data[0]).toMatchObject({ remaining: '0.0000000', status: 'finished', frozen: '0.0000000' });
  const rows = await t.app.ctx.db
    .selectFrom('p2p_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ad_id', '=', ad.id)
    .executeTakeFirstOrThrow();
  expect(Number(rows.n)).toBe(10);
  expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
  const frozen = await Promise.all(takers.map((taker) => balance(t, taker, 'USDT')));
  expect(frozen.filter((b) => b.frozen === '1.500000' && b.available === '8.500000')).toHaveLength(10);
  expect(frozen.filter((b) => b.frozen === '0.000000' && b.available === '10.000000')).toHaveLength(190);
  await expectInvariants(t);
});
