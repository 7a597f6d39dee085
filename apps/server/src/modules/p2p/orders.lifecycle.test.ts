/**
 * An order's life (docs/api.md: pending → completed | expired | cancelled, "escrow returns in full"):
 * system confirmation after the delay, the review threshold, expiry at the payment window
 * with a fake clock, the cool-down after repeated expiries, and races where exactly one ending wins.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { runJob } from '../../core/jobs.ts';
import {
  balance,
  expectInvariants,
  openAd,
  operator,
  order,
  runExpire,
  runSettle,
  setP2p,
  take,
  trader,
  type TestTrader,
} from './p2p.test-support.ts';

describe('P2P order lifecycle', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await operator(t);
    await setP2p(t, op, 'p2p_auto_match', false);
  });
  afterEach(async () => {
    clock.reset();
    await expectInvariants(t);
  });
  afterAll(() => t.close());

  async function pair(price = '2', quantity = '10') {
    const seller = await trader(t, { PI: quantity });
    const buyer = await trader(t, { USDT: '1000' });
    const ad = await openAd(t, seller, { type: 'sell', quantity, price, min_quantity: '1' });
    return { seller, buyer, ad };
  }

  it('is confirmed by the system after the delay: PI and USDT swap, less the fee', async () => {
    await setP2p(t, op, 'p2p_fee_rate', '0.01');
    const { seller, buyer, ad } = await pair('2.5');
    const placed = (await take(t, buyer, ad, '4')).data;
    expect(placed.fee).toBe('0.100000');
    expect(await runSettle(t)).toBe(0);
    clock.advance(10);
    expect(await runSettle(t)).toBe(1);
    const done = await order(t, buyer, placed.id);
    expect(done).toMatchObject({ status: 'completed', remaining_seconds: 0, endtime: expect.any(Number) });
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '4.0000000', frozen: '0.0000000' });
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '990.000000', frozen: '0.000000' });
    expect(await balance(t, seller, 'USDT')).toEqual({ available: '9.900000', frozen: '0.000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '6.0000000' });
    expect(await runSettle(t)).toBe(0);
    const market = await t.post('/api/ctoc/getlist', { type: 'sell', page: 1 }, { token: buyer.token });
    expect(market.data.data.find((a: { id: number }) => a.id === ad.id)!.user.orders_completed).toBe(1);
    await setP2p(t, op, 'p2p_fee_rate', '0');
  });

  it('expires at the end of the payment window and returns both escrows exactly once', async () => {
    await setP2p(t, op, 'p2p_review_over_usdt', '5');
    const { seller, buyer, ad } = await pair('2');
    // The window is counted to the second: a real second ticking by during the steps below must not end it.
    clock.freeze();
    const placed = (await take(t, buyer, ad, '3')).data;
    expect(placed).toMatchObject({ review: true, confirmtime: null, total_price: '6.000000' });
    clock.advance(15 * 60 - 1);
    expect(await runSettle(t)).toBe(0);
    expect(await runExpire(t)).toBe(0);
    expect((await order(t, buyer, placed.id)).remaining_seconds).toBe(1);
    clock.advance(1);
    expect(await runExpire(t)).toBe(1);
    expect(await runExpire(t)).toBe(0);
    expect(await order(t, buyer, placed.id)).toMatchObject({ status: 'expired', remaining_seconds: 0 });
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '1000.000000', frozen: '0.000000' });
    // The 3 PI return to the seller's balance; the ad keeps offering the 7 it still holds.
    expect(await balance(t, seller, 'PI')).toEqual({ available: '3.0000000', frozen: '7.0000000' });
    await setP2p(t, op, 'p2p_review_over_usdt', '5000');
  });

  it('cools a taker down after repeated expiries', async () => {
    await setP2p(t, op, 'p2p_review_over_usdt', '1');
    await setP2p(t, op, 'p2p_expiry_cooldown_count', 2);
    const { buyer, ad } = await pair('2');
    await take(t, buyer, ad, '1');
    await take(t, buyer, ad, '1');
    clock.advance(15 * 60);
    expect(await runExpire(t)).toBe(2);
    expect(await take(t, buyer, ad, '1')).toMatchObject({
      code: 0,
      msg: 'You cannot take ads for another 1440 minutes because several of your orders expired',
    });
    clock.advance(24 * 3600);
    expect((await take(t, buyer, ad, '1')).code).toBe(1);
    clock.reset();
    await setP2p(t, op, 'p2p_review_over_usdt', '5000');
    await setP2p(t, op, 'p2p_expiry_cooldown_count', 3);
  });

  describe('held for the console', () => {
    beforeAll(() => setP2p(t, op, 'p2p_review_over_usdt', '50'));
    afterAll(() => setP2p(t, op, 'p2p_review_over_usdt', '5000'));

    it('waits in the p2p review queue; pass completes it, reject cancels it with the reason', async () => {
      const { seller, buyer, ad } = await pair('10');
      const big = (await take(t, buyer, ad, '6')).data;
      const small = (await take(t, buyer, ad, '4')).data;
      expect([big.review, small.review]).toEqual([true, false]);
      clock.advance(60);
      expect(await runSettle(t)).toBe(1);
      expect((await order(t, buyer, big.id)).status).toBe('pending');

      const queue = await t.post('/api/admin/review/list', { kind: 'p2p', status: 'pending', page: 1 }, { token: op });
      expect(queue.data.data.map((item) => item.id)).toContain(big.id);
      expect(queue.data.data.map((item) => item.id)).not.toContain(small.id);
      expect(queue.data.data.find((item) => item.id === big.id)).toMatchObject({
        id: big.id,
        kind: 'p2p',
        status: 'pending',
        username: buyer.username,
        detail: {
          order_no: big.order_no,
          total_price: '60.000000',
          quantity: '6.0000000',
          seller: seller.username,
          buyer: buyer.username,
        },
      });
      const pass = await t.post('/api/admin/review/decide', { kind: 'p2p', id: big.id, action: 'pass' }, { token: op });
      expect(pass).toMatchObject({ code: 1, data: { status: 'passed' } });
      expect((await order(t, seller, big.id)).status).toBe('completed');
      expect(await balance(t, seller, 'USDT')).toEqual({ available: '100.000000', frozen: '0.000000' });
      const again = await t.post(
        '/api/admin/review/decide',
        { kind: 'p2p', id: big.id, action: 'reject', reason: 'late' },
        { token: op },
      );
      expect(again.status).toBe(409);
    });

    it('returns both escrows in full when the console rejects', async () => {
      const { seller, buyer, ad } = await pair('10');
      const big = (await take(t, buyer, ad, '7')).data;
      const reject = await t.post(
        '/api/admin/review/decide',
        { kind: 'p2p', id: big.id, action: 'reject', reason: 'Payment could not be verified' },
        { token: op },
      );
      expect(reject).toMatchObject({ code: 1, data: { status: 'rejected' } });
      expect(await order(t, buyer, big.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Payment could not be verified',
      });
      expect(await balance(t, buyer, 'USDT')).toEqual({ available: '1000.000000', frozen: '0.000000' });
      expect(await balance(t, seller, 'PI')).toEqual({ available: '7.0000000', frozen: '3.0000000' });
    });
  });

  describe('races', () => {
    // A fresh database: the jobs' counts then concern only the order being raced.
    beforeAll(async () => {
      await t.close();
      t = await createTestApp();
      op = await operator(t);
      await setP2p(t, op, 'p2p_auto_match', false);
    });

    async function outcome(buyer: TestTrader, seller: TestTrader, id: number) {
      return {
        status: (await order(t, buyer, id)).status,
        buyerPi: (await balance(t, buyer, 'PI')).available,
        buyerUsdt: await balance(t, buyer, 'USDT'),
        sellerUsdt: (await balance(t, seller, 'USDT')).available,
      };
    }

    it('settlement, console confirmation and cancellation on one order: exactly one wins', async () => {
      for (let round = 0; round < 6; round++) {
        const { seller, buyer, ad } = await pair('2', '5');
        const placed = (await take(t, buyer, ad, '5')).data;
        clock.advance(10);
        const results = await Promise.all([
          runJob(t.app.ctx, 'p2p.settle', 'instance-a'),
          runJob(t.app.ctx, 'p2p.settle', 'instance-b'),
          t.post('/api/admin/p2p/cancel', { id: placed.id, reason: 'race' }, { token: op }),
          t.post('/api/admin/p2p/confirm', { id: placed.id }, { token: op }),
          t.post('/api/admin/review/decide', { kind: 'p2p', id: placed.id, action: 'reject', reason: 'race' }, { token: op }),
        ]);
        const wins = results.filter((r) => r === 1 || (typeof r === 'object' && r?.code === 1)).length;
        expect(wins).toBe(1);
        const end = await outcome(buyer, seller, placed.id);
        if (end.status === 'completed')
          expect(end).toMatchObject({
            buyerPi: '5.0000000',
            buyerUsdt: { available: '990.000000', frozen: '0.000000' },
            sellerUsdt: '10.000000',
          });
        else
          expect(end).toMatchObject({
            status: 'cancelled',
            buyerPi: '0.0000000',
            buyerUsdt: { available: '1000.000000', frozen: '0.000000' },
            sellerUsdt: '0.000000',
          });
        clock.reset();
      }
    });

    it('expiry racing cancellation and settlement at the end of the window: exactly one wins', async () => {
      for (let round = 0; round < 6; round++) {
        const { seller, buyer, ad } = await pair('2', '5');
        const placed = (await take(t, buyer, ad, '5')).data;
        clock.advance(15 * 60);
        const results = await Promise.all([
          runJob(t.app.ctx, 'p2p.expire', 'instance-a'),
          runJob(t.app.ctx, 'p2p.settle', 'instance-b'),
          t.post('/api/admin/p2p/cancel', { id: placed.id, reason: 'race' }, { token: op }),
          t.post('/api/admin/p2p/confirm', { id: placed.id }, { token: op }),
        ]);
        const wins = results.filter((r) => r === 1 || (typeof r === 'object' && r?.code === 1)).length;
        expect(wins).toBe(1);
        const end = await outcome(buyer, seller, placed.id);
        expect(['expired', 'cancelled']).toContain(end.status);
        expect(end).toMatchObject({
          buyerPi: '0.0000000',
          buyerUsdt: { available: '1000.000000', frozen: '0.000000' },
          sellerUsdt: '0.000000',
        });
        expect(await balance(t, seller, 'PI')).toEqual({ available: '5.0000000', frozen: '0.0000000' });
        clock.reset();
      }
    });
  });
});
