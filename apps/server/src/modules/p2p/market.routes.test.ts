/**
 * The ecosystem tab's overview (docs/api.md /api/ctoc/getlistall) and spot trading (matching type `auto`, at
 * the resting ad's price): trades made by taking and by matching, shown anonymised.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import {
  balance,
  expectInvariants,
  openAd,
  operator,
  order,
  runMatch,
  runSettle,
  setP2p,
  take,
  trader,
} from './p2p.test-support.ts';

describe('P2P market overview and spot matching', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await operator(t);
  });
  afterEach(async () => {
    clock.reset();
    await expectInvariants(t);
  });
  afterAll(() => t.close());

  it('has no price before the first trade', async () => {
    const res = await t.post('/api/ctoc/getlistall', {});
    expect(res.data).toMatchObject({
      coin: 'PI',
      last_price: null,
      change_24h: '0.00',
      volume_24h: '0.0000000',
      turnover_24h: '0.000000',
      latest: [],
      chart: [],
    });
  });

  it('matches a crossing buy and sell ad at the older ad’s price, paid from both ads’ escrow', async () => {
    const [seller, buyer] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' })];
    const sell = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2', min_quantity: '1' });
    const buy = await openAd(t, buyer, { type: 'buy', quantity: '4', price: '2.5', min_quantity: '1' });
    // Matched as it was posted: the buy ad is filled at the sell ad's 2 USDT.
    expect(buy).toMatchObject({ status: 'finished', remaining: '0.0000000', frozen: '0.000000' });
    const orders = await t.post('/api/ctoc/getlistbs', { page: 1 }, { token: buyer.token });
    expect(orders.data.data[0]).toMatchObject({
      ad_id: sell.id,
      matching_type: 'auto',
      type: 'buy',
      role: 'taker',
      price: '2.000000',
      quantity: '4.0000000',
      total_price: '8.000000',
      status: 'pending',
    });
    // 4 × 2.5 was escrowed; 4 × 2 is held for the order and the rest is back.
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '92.000000', frozen: '8.000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
    expect(await runMatch(t)).toBe(0);
    clock.advance(10);
    expect(await runSettle(t)).toBe(1);
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '4.0000000', frozen: '0.0000000' });
    expect(await balance(t, seller, 'USDT')).toEqual({ available: '8.000000', frozen: '0.000000' });
    expect((await order(t, seller, orders.data.data[0]!.id)).role).toBe('advertiser');
  });

  it('does not match one member’s own ads or ads whose minimums do not fit', async () => {
    const member = await trader(t, { PI: '10', USDT: '100' });
    await openAd(t, member, { type: 'sell', quantity: '5', price: '1' });
    const own = await openAd(t, member, { type: 'buy', quantity: '5', price: '1.5' });
    expect(own.status).toBe('open');
    const other = await trader(t, { USDT: '100' });
    const tooSmall = await openAd(t, other, { type: 'buy', quantity: '0.5', price: '3', min_quantity: '0.5' });
    // The only crossing sell ad asks at least 1 PI per order.
    expect(tooSmall).toMatchObject({ status: 'open', remaining: '0.5000000' });
    await setP2p(t, op, 'p2p_auto_match', false);
  });

  it('shows the last price, 24 h change, volume, latest trades without names, and a chart by minute', async () => {
    const fresh = await createTestApp();
    await t.close();
    t = fresh;
    op = await operator(t);
    await setP2p(t, op, 'p2p_auto_match', false);
    const [seller, buyer] = [await trader(t, { PI: '100' }), await trader(t, { USDT: '1000' })];
    const trade = async (price: string, quantity: string) => {
      const ad = await openAd(t, seller, { type: 'sell', quantity, price, min_quantity: '1' });
      await take(t, buyer, ad, quantity);
      clock.advance(10);
      expect(await runSettle(t)).toBe(1);
    };
    await trade('2', '1');
    clock.advance(24 * 3600);
    await trade('2.2', '3');
    clock.advance(120);
    await trade('2.5', '2');
    const res = await t.post('/api/ctoc/getlistall', { coin: 'PI' });
    expect(res.data).toMatchObject({
      last_price: '2.500000',
      change_24h: '25.00',
      high_24h: '2.500000',
      low_24h: '2.200000',
      volume_24h: '5.0000000',
      turnover_24h: '11.600000',
    });
    expect(res.data.latest.map((l: { price: string }) => l.price)).toEqual(['2.500000', '2.200000', '2.000000']);
    expect(res.data.latest[0]).toEqual({
      id: expect.any(Number),
      type: 'buy',
      coin: 'PI',
      quantity: '2.0000000',
      price: '2.500000',
      total_price: '5.000000',
      matching_type: 'ad',
      time: expect.any(Number),
    });
    const times = res.data.chart.map((p: { time: number }) => p.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(res.data.chart.map((p: { price: string }) => p.price)).toEqual(['2.000000', '2.200000', '2.500000']);
    expect(times.every((time: number) => time % 60 === 0)).toBe(true);
  });
});
