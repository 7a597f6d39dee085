/**
 * Taking ads (docs/api.md /api/ctoc/buy, /api/ctoc/sale) and reading orders (getlistbs, orderinfo): the taker's
 * side escrowed at once, the ad's remaining lowered, every refusal of docs/product.md §5 and docs/api.md "Peer-to-peer PI
 * market", abuse limits.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { balance, expectInvariants, openAd, operator, order, setP2p, take, trader } from './p2p.test-support.ts';

describe('taking P2P ads', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await operator(t);
    await setP2p(t, op, 'p2p_auto_match', false);
  });
  afterEach(() => expectInvariants(t));
  afterAll(() => t.close());

  it('buys from a sell ad: the buyer’s USDT is frozen and the ad’s remaining falls', async () => {
    const [seller, buyer] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' })];
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2.5', min_quantity: '1' });
    const res = await take(t, buyer, ad, '4');
    expect(res).toMatchObject({
      status: 200,
      code: 1,
      msg: 'Order placed. Your amount is frozen until the system confirms the order',
    });
    const now = clock.now();
    expect(res.data).toMatchObject({
      ad_id: ad.id,
      type: 'buy',
      ad_type: 'sell',
      role: 'taker',
      coin: 'PI',
      quantity: '4.0000000',
      price: '2.500000',
      total_price: '10.000000',
      pay_amount: '10.000000',
      fee: '0.000000',
      pay_detail: { method: 'balance', coin: 'USDT', amount: '10.000000', fee: '0.000000', seller_receives: '10.000000' },
      matching_type: 'ad',
      status: 'pending',
      review: false,
      cancel_reason: null,
      endtime: null,
      counterparty: { id: seller.id, username: seller.username, mobile: expect.stringMatching(/^138\*\*\*\*\d{4}$/) },
    });
    expect(res.data.order_no).toMatch(/^\d{18}$/);
    expect(res.data.expiretime - res.data.createtime).toBe(15 * 60);
    expect(res.data.remaining_seconds).toBeGreaterThan(15 * 60 - 5);
    expect(res.data.confirmtime).toBeGreaterThanOrEqual(now + 9);
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '90.000000', frozen: '10.000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
    const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: seller.token });
    expect(mine.data.data[0]).toMatchObject({ remaining: '6.0000000', frozen: '6.0000000' });
    // The advertiser sees the same order from the other side, and whom to message about it.
    expect(await order(t, seller, res.data.id)).toMatchObject({
      type: 'sell',
      role: 'advertiser',
      counterparty: { id: buyer.id, username: buyer.username },
    });
  });

  it('sells into a buy ad: the seller’s PI is frozen and the buy ad keeps escrowing what remains', async () => {
    const [advertiser, seller] = [await trader(t, { USDT: '30' }), await trader(t, { PI: '10' })];
    const ad = await openAd(t, advertiser, { type: 'buy', quantity: '10', price: '3', min_quantity: '2' });
    const res = await take(t, seller, ad, '2.5');
    expect(res.data).toMatchObject({ type: 'sell', role: 'taker', total_price: '7.500000', status: 'pending' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '7.5000000', frozen: '2.5000000' });
    // 7.5 USDT for the order and 22.5 for the 7.5 PI still wanted: all 30 stay frozen.
    expect(await balance(t, advertiser, 'USDT')).toEqual({ available: '0.000000', frozen: '30.000000' });
  });

  it('refuses one’s own ad, the wrong path, too little, too much and a closed ad', async () => {
    const [owner, taker] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100', PI: '5' })];
    const ad = await openAd(t, owner, { type: 'sell', quantity: '10', price: '1', min_quantity: '3' });
    expect(await take(t, owner, ad, '3')).toMatchObject({ status: 400, code: 0, msg: 'You cannot take your own ad' });
    const wrongPath = await t.post(
      '/api/ctoc/sale',
      { ad_id: ad.id, quantity: '3', paypassword: '135790' },
      { token: taker.token },
    );
    expect(wrongPath).toMatchObject({ status: 404, msg: 'This ad was not found' });
    expect(await take(t, taker, ad, '2.9999999')).toMatchObject({
      status: 400,
      msg: 'The smallest quantity for this ad is 3.0000000 PI',
    });
    expect(await take(t, taker, ad, '11')).toMatchObject({ status: 409, msg: 'Only 10.0000000 PI is left on this ad' });
    expect(await take(t, taker, ad, '3', { locale: 'ja' })).toMatchObject({ code: 1 });
    expect(await take(t, taker, ad, '8', { locale: 'ja' })).toMatchObject({
      status: 409,
      msg: 'この広告の残りは7.0000000 PIだけです',
    });
    expect(await take(t, taker, ad, '5', { paypassword: '000000' })).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/payment password/i),
    });
    await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: owner.token });
    expect(await take(t, taker, ad, '3')).toMatchObject({ status: 409, msg: 'This ad is no longer open' });
    expect(await balance(t, taker, 'USDT')).toEqual({ available: '97.000000', frozen: '3.000000' });
  });

  it('lets the last units below the minimum go in one order, then closes the ad', async () => {
    const [owner, taker] = [await trader(t, { PI: '5' }), await trader(t, { USDT: '100' })];
    const ad = await openAd(t, owner, { type: 'sell', quantity: '5', price: '1', min_quantity: '2' });
    await take(t, taker, ad, '3.5');
    expect(await take(t, taker, ad, '1')).toMatchObject({
      status: 400,
      msg: 'The smallest quantity for this ad is 1.5000000 PI',
    });
    expect((await take(t, taker, ad, '1.5')).code).toBe(1);
    const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: owner.token });
    expect(mine.data.data[0]).toMatchObject({ status: 'finished', remaining: '0.0000000', frozen: '0.0000000' });
    expect(await take(t, taker, ad, '1')).toMatchObject({ status: 409, msg: 'This ad is no longer open' });
  });

  it('refuses a taker without advanced verification or without enough USDT, moving nothing', async () => {
    const owner = await trader(t, { PI: '10' });
    const ad = await openAd(t, owner, { type: 'sell', quantity: '10', price: '2' });
    const basic = await trader(t, { USDT: '100' }, 'basic');
    expect(await take(t, basic, ad, '1', { locale: 'ko' })).toMatchObject({
      status: 403,
      msg: 'P2P 거래에는 고급 본인 인증이 필요합니다. 내 정보 → 본인 인증에서 완료해 주세요',
    });
    const poor = await trader(t, { USDT: '3' });
    expect(await take(t, poor, ad, '2')).toMatchObject({ status: 400, msg: 'Insufficient USDT balance' });
    const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: owner.token });
    expect(mine.data.data[0]).toMatchObject({ remaining: '10.0000000' });
    expect(await balance(t, poor, 'USDT')).toEqual({ available: '3.000000', frozen: '0.000000' });
  });

  it('limits a member’s pending orders', async () => {
    await setP2p(t, op, 'p2p_max_open_orders', 2);
    const owner = await trader(t, { PI: '10' });
    const taker = await trader(t, { USDT: '100' });
    const ad = await openAd(t, owner, { type: 'sell', quantity: '10', price: '1' });
    expect((await take(t, taker, ad, '1')).code).toBe(1);
    expect((await take(t, taker, ad, '1')).code).toBe(1);
    expect(await take(t, taker, ad, '1')).toMatchObject({
      code: 0,
      msg: 'You already have 2 orders waiting for confirmation. Wait until one of them completes',
    });
    await setP2p(t, op, 'p2p_max_open_orders', 5);
  });

  it('takes once for a repeated idempotency key', async () => {
    const [owner, taker] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' })];
    const ad = await openAd(t, owner, { type: 'sell', quantity: '10', price: '1' });
    const [first, second] = await Promise.all([
      take(t, taker, ad, '2', { idempotency_key: 'k1' }),
      take(t, taker, ad, '2', { idempotency_key: 'k1' }),
    ]);
    expect(second.data.id).toBe(first.data.id);
    expect(await balance(t, taker, 'USDT')).toEqual({ available: '98.000000', frozen: '2.000000' });
  });

  describe('reading orders', () => {
    it('lists my orders newest first, filtered by status, and hides others’ orders like missing ones', async () => {
      const [owner, taker, stranger] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' }), await trader(t)];
      const ad = await openAd(t, owner, { type: 'sell', quantity: '10', price: '1' });
      const a = (await take(t, taker, ad, '1')).data;
      const b = (await take(t, taker, ad, '2')).data;
      const list = await t.post('/api/ctoc/getlistbs', { page: 1 }, { token: taker.token });
      expect(list.data).toMatchObject({ total: 2 });
      expect(list.data.data.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
      const none = await t.post('/api/ctoc/getlistbs', { status: 'completed', page: 1 }, { token: taker.token });
      expect(none.data.total).toBe(0);
      const foreign = await t.post('/api/ctoc/orderinfo', { id: a.id }, { token: stranger.token });
      const missing = await t.post('/api/ctoc/orderinfo', { id: 987_654 }, { token: stranger.token });
      expect(foreign).toMatchObject({ status: 404, code: 0, msg: 'This order was not found' });
      expect(missing).toMatchObject({ status: 404, code: 0, msg: foreign.msg });
      expect((await t.post('/api/ctoc/orderinfo', { id: a.id })).status).toBe(401);
    });
  });
});
