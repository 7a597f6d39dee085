/**
 * Ads (docs/api.md /api/ctoc/submitc2c, getlist, myads, cancelad): escrow on posting, the market's order and
 * contents, cancellation returning what remains, and every refusal in the member's language.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  balance,
  expectInvariants,
  openAd,
  operator,
  PAY,
  postAd,
  setP2p,
  take,
  trader,
  type TestTrader,
} from './p2p.test-support.ts';

describe('P2P ads', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await operator(t);
    await setP2p(t, op, 'p2p_auto_match', false);
  });
  afterEach(() => expectInvariants(t));
  afterAll(() => t.close());

  it('escrows the PI of a sell ad and quantity × price USDT of a buy ad', async () => {
    const seller = await trader(t, { PI: '50' });
    const sell = await openAd(t, seller, { type: 'sell', quantity: '20', price: '1.5', min_quantity: '2', remark: 'fast' });
    expect(sell).toMatchObject({
      type: 'sell',
      coin: 'PI',
      quantity: '20.0000000',
      remaining: '20.0000000',
      price: '1.500000',
      min_quantity: '2.0000000',
      remark: 'fast',
      status: 'open',
      total_price: '30.000000',
      frozen: '20.0000000',
      frozen_coin: 'PI',
    });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '30.0000000', frozen: '20.0000000' });

    const buyer = await trader(t, { USDT: '100' });
    const buy = await openAd(t, buyer, { type: 'buy', quantity: '10', price: '2.345678' });
    expect(buy).toMatchObject({ frozen: '23.456780', frozen_coin: 'USDT', total_price: '23.456780' });
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '76.543220', frozen: '23.456780' });
  });

  it('tells a member without advanced verification how to get it, and escrows nothing', async () => {
    const basic = await trader(t, { PI: '50' }, 'basic');
    const res = await postAd(t, basic, { type: 'sell', quantity: '5', price: '1' }, 'zh-CHS');
    expect(res).toMatchObject({ status: 403, code: 0, msg: '点对点交易需要完成高级实名认证。请前往 我的 → 实名认证 完成认证' });
    const en = await postAd(t, basic, { type: 'sell', quantity: '5', price: '1' });
    expect(en.msg).toContain('Me → Identity verification');
    expect(await balance(t, basic, 'PI')).toEqual({ available: '50.0000000', frozen: '0.0000000' });
  });

  it('refuses ads that break the rules, each with its reason', async () => {
    const member = await trader(t, { PI: '5', USDT: '5' });
    const cases: [Parameters<typeof postAd>[2], number, string][] = [
      [
        { type: 'sell', quantity: '5', price: '1', min_quantity: '6' },
        400,
        'The minimum quantity cannot be larger than the quantity',
      ],
      [
        { type: 'sell', quantity: '5', price: '0.000001', min_quantity: '0.1' },
        400,
        'The amount is too small: an order of the minimum quantity must cost at least 0.000001 USDT',
      ],
      [{ type: 'sell', quantity: '6', price: '1' }, 400, 'Insufficient PI balance'],
      [{ type: 'buy', quantity: '6', price: '1' }, 400, 'Insufficient USDT balance'],
      [{ type: 'sell', quantity: '1.00000001', price: '1' }, 400, 'PI amounts have at most 7 decimal places'],
      [{ type: 'sell', quantity: '0', price: '1' }, 400, 'The amount must be greater than zero'],
    ];
    for (const [ad, status, msg] of cases) expect(await postAd(t, member, ad)).toMatchObject({ status, code: 0, msg });
    const wrong = await t.post(
      '/api/ctoc/submitc2c',
      { type: 'sell', coin: 'PI', quantity: '1', price: '1', min_quantity: '1', paypassword: '000000' },
      { token: member.token },
    );
    expect(wrong).toMatchObject({ code: 0, msg: expect.stringMatching(/payment password/i) });
    const missing = await t.post('/api/ctoc/submitc2c', { type: 'sell', coin: 'PI', paypassword: PAY }, { token: member.token });
    expect(missing).toMatchObject({ status: 400, code: 0 });
    expect(await balance(t, member, 'PI')).toEqual({ available: '5.0000000', frozen: '0.0000000' });
  });

  it('limits how many ads one member keeps open', async () => {
    await setP2p(t, op, 'p2p_max_open_ads', 2);
    const member = await trader(t, { PI: '10' });
    await openAd(t, member, { type: 'sell', quantity: '1', price: '1' });
    await openAd(t, member, { type: 'sell', quantity: '1', price: '1' });
    expect(await postAd(t, member, { type: 'sell', quantity: '1', price: '1' })).toMatchObject({
      code: 0,
      msg: 'You already have 2 open ads. Cancel one before posting another',
    });
    await setP2p(t, op, 'p2p_max_open_ads', 10);
  });

  it('posts once for a repeated idempotency key', async () => {
    const member = await trader(t, { PI: '10' });
    const body = {
      type: 'sell',
      coin: 'PI',
      quantity: '4',
      price: '1',
      min_quantity: '1',
      paypassword: PAY,
      idempotency_key: 'ad-1',
    };
    const first = await t.post('/api/ctoc/submitc2c', body, { token: member.token });
    const again = await t.post('/api/ctoc/submitc2c', body, { token: member.token });
    expect(again.data.id).toBe(first.data.id);
    expect(await balance(t, member, 'PI')).toEqual({ available: '6.0000000', frozen: '4.0000000' });
  });

  describe('the market list', () => {
    let viewer: TestTrader;
    let ids: number[];
    beforeAll(async () => {
      const fresh = await createTestApp();
      await t.close();
      t = fresh;
      op = await operator(t);
      await setP2p(t, op, 'p2p_auto_match', false);
      viewer = await trader(t, { PI: '100', USDT: '100' });
      const [a, b, c] = [await trader(t, { PI: '100' }), await trader(t, { PI: '100' }), await trader(t, { PI: '100' })];
      ids = [
        (await openAd(t, a, { type: 'sell', quantity: '10', price: '2.1' })).id,
        (await openAd(t, b, { type: 'sell', quantity: '10', price: '1.9' })).id,
        (await openAd(t, c, { type: 'sell', quantity: '10', price: '1.9' })).id,
      ];
      await openAd(t, viewer, { type: 'sell', quantity: '10', price: '1.0' });
    });

    it('shows open sell ads of others cheapest first, oldest first within a price, with the advertiser', async () => {
      const res = await t.post('/api/ctoc/getlist', { type: 'sell', coin: 'PI', page: 1 }, { token: viewer.token });
      expect(res.data).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 20 });
      expect(res.data.data.map((ad: { id: number }) => ad.id)).toEqual([ids[1], ids[2], ids[0]]);
      expect(res.data.data[0]!.user).toMatchObject({ nickname: expect.stringMatching(/^Trader/), orders_completed: 0 });
      // A guest sees every open ad, the viewer's own included.
      const guest = await t.post('/api/ctoc/getlist', { type: 'sell', page: 1 });
      expect(guest.data.total).toBe(4);
    });

    it('shows buy ads dearest first, and leaves out closed ads', async () => {
      const [d, e] = [await trader(t, { USDT: '100' }), await trader(t, { USDT: '100' })];
      const low = await openAd(t, d, { type: 'buy', quantity: '5', price: '1.2' });
      const high = await openAd(t, e, { type: 'buy', quantity: '5', price: '1.8' });
      let res = await t.post('/api/ctoc/getlist', { type: 'buy', page: 1 }, { token: viewer.token });
      expect(res.data.data.map((ad: { id: number }) => ad.id)).toEqual([high.id, low.id]);
      await t.post('/api/ctoc/cancelad', { id: high.id }, { token: e.token });
      res = await t.post('/api/ctoc/getlist', { type: 'buy', page: 1 }, { token: viewer.token });
      expect(res.data.data.map((ad: { id: number }) => ad.id)).toEqual([low.id]);
    });
  });

  describe('my ads and cancelling', () => {
    it('lists my ads with what remains and returns the remaining escrow on cancel, once', async () => {
      const seller = await trader(t, { PI: '30' });
      const buyer = await trader(t, { USDT: '100' });
      const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2', min_quantity: '1' });
      expect((await take(t, buyer, ad, '4')).code).toBe(1);
      const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: seller.token });
      expect(mine.data.data[0]).toMatchObject({ id: ad.id, remaining: '6.0000000', frozen: '6.0000000', status: 'open' });

      const cancelled = await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: seller.token });
      expect(cancelled).toMatchObject({
        code: 1,
        msg: 'Ad cancelled. What remained has returned to your balance',
        data: { status: 'cancelled', remaining: '6.0000000', frozen: '0.0000000', released: '6.0000000' },
      });
      // The taken 4 PI stay in the pending order's escrow.
      expect(await balance(t, seller, 'PI')).toEqual({ available: '26.0000000', frozen: '4.0000000' });
      expect(await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: seller.token })).toMatchObject({
        status: 409,
        msg: 'This ad is no longer open',
      });
      const byStatus = await t.post('/api/ctoc/myads', { status: 'cancelled', page: 1 }, { token: seller.token });
      expect(byStatus.data.total).toBe(1);
    });

    it("answers 404 for someone else's ad, exactly like a missing one", async () => {
      const [owner, other] = [await trader(t, { PI: '5' }), await trader(t)];
      const ad = await openAd(t, owner, { type: 'sell', quantity: '5', price: '1' });
      const foreign = await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: other.token });
      const missing = await t.post('/api/ctoc/cancelad', { id: 999_999 }, { token: other.token });
      expect(foreign).toMatchObject({ status: 404, code: 0, msg: 'This ad was not found' });
      expect(missing).toMatchObject({ status: 404, code: 0, msg: foreign.msg });
      expect(await balance(t, owner, 'PI')).toEqual({ available: '0.0000000', frozen: '5.0000000' });
    });
  });
});
