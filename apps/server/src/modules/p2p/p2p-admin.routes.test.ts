/**
 * The console's P2P work (docs/api.md "Admin"): orders awaiting confirmation, confirming and cancelling with
 * a reason, hiding ads (their escrow returns), permissions by role, and the audit log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken, auditActions } from '../admin/admin.test-support.ts';
import { balance, expectInvariants, openAd, operator, order, setP2p, take, trader } from './p2p.test-support.ts';

describe('P2P console', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await operator(t);
    await setP2p(t, op, 'p2p_auto_match', false);
    await setP2p(t, op, 'p2p_review_over_usdt', '10');
  });
  afterEach(() => expectInvariants(t));
  afterAll(() => t.close());

  it('lists orders awaiting confirmation and confirms or cancels them with a reason', async () => {
    const [seller, buyer] = [await trader(t, { PI: '20' }), await trader(t, { USDT: '200' })];
    const ad = await openAd(t, seller, { type: 'sell', quantity: '20', price: '3' });
    const a = (await take(t, buyer, ad, '5')).data;
    const b = (await take(t, buyer, ad, '6')).data;
    const small = (await take(t, buyer, ad, '1')).data;
    const awaiting = await t.post('/api/admin/p2p/orders', { awaiting: true, page: 1 }, { token: op });
    expect(awaiting.data.data.map((o: { id: number }) => o.id)).toEqual([a.id, b.id]);
    expect(awaiting.data.data[0]).toMatchObject({
      order_no: a.order_no,
      status: 'pending',
      review: true,
      total_price: '15.000000',
      buyer: { id: buyer.id, username: buyer.username },
      seller: { id: seller.id, username: seller.username },
    });
    const all = await t.post('/api/admin/p2p/orders', { keyword: buyer.username, page: 1 }, { token: op });
    expect(all.data.total).toBe(3);
    const byNumber = await t.post('/api/admin/p2p/orders', { keyword: small.order_no, page: 1 }, { token: op });
    expect(byNumber.data.data.map((o: { id: number }) => o.id)).toEqual([small.id]);

    const confirmed = await t.post('/api/admin/p2p/confirm', { id: a.id }, { token: op });
    expect(confirmed).toMatchObject({
      code: 1,
      msg: 'Order confirmed. PI and USDT have been exchanged',
      data: { status: 'completed' },
    });
    expect(await t.post('/api/admin/p2p/cancel', { id: b.id }, { token: op })).toMatchObject({ status: 400, code: 0 });
    const cancelled = await t.post(
      '/api/admin/p2p/cancel',
      { id: b.id, reason: 'Buyer asked to cancel' },
      { token: op, locale: 'vi' },
    );
    expect(cancelled).toMatchObject({ code: 1, msg: 'Đã hủy lệnh. Số tiền đóng băng của cả hai bên đã được hoàn lại' });
    expect(await order(t, buyer, b.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Buyer asked to cancel' });
    expect(await t.post('/api/admin/p2p/confirm', { id: b.id }, { token: op })).toMatchObject({
      status: 409,
      msg: 'This order has already completed, expired or been cancelled',
    });
    expect((await t.post('/api/admin/p2p/confirm', { id: 999_999 }, { token: op })).status).toBe(404);
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '182.000000', frozen: '3.000000' });
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '5.0000000', frozen: '0.0000000' });
    const actions = await auditActions(t);
    expect(actions).toContain('p2p_order_confirm');
    expect(actions).toContain('p2p_order_cancel');
  });

  it('hides an ad: it leaves the market and its remaining escrow returns to the advertiser', async () => {
    const [advertiser, viewer] = [await trader(t, { USDT: '50' }), await trader(t)];
    const ad = await openAd(t, advertiser, { type: 'buy', quantity: '10', price: '4', remark: 'contact me on telegram' });
    const list = await t.post('/api/admin/p2p/ads', { status: 'open', keyword: advertiser.username, page: 1 }, { token: op });
    expect(list.data.data).toMatchObject([{ id: ad.id, username: advertiser.username, frozen: '40.000000' }]);
    const hidden = await t.post('/api/admin/p2p/hide', { id: ad.id, reason: 'Off-platform contact' }, { token: op });
    expect(hidden).toMatchObject({
      code: 1,
      msg: "Ad hidden. What remained has returned to the advertiser's balance",
      data: { status: 'hidden', hide_reason: 'Off-platform contact', released: '40.000000', frozen: '0.000000' },
    });
    expect(await balance(t, advertiser, 'USDT')).toEqual({ available: '50.000000', frozen: '0.000000' });
    const market = await t.post('/api/ctoc/getlist', { type: 'buy', page: 1 }, { token: viewer.token });
    expect(market.data.data.map((a: { id: number }) => a.id)).not.toContain(ad.id);
    expect(await take(t, viewer, ad, '1')).toMatchObject({ status: 404 });
    const mine = await t.post('/api/ctoc/myads', { status: 'hidden', page: 1 }, { token: advertiser.token });
    expect(mine.data.data[0]).toMatchObject({ id: ad.id, hide_reason: 'Off-platform contact' });
    expect((await t.post('/api/admin/p2p/hide', { id: ad.id, reason: 'again' }, { token: op })).status).toBe(409);
    expect(await auditActions(t)).toContain('p2p_ad_hide');
  });

  it('lets each role do only what it may', async () => {
    const support = await adminToken(t, 'support');
    expect((await t.post('/api/admin/p2p/orders', { page: 1 }, { token: support })).code).toBe(1);
    expect((await t.post('/api/admin/p2p/ads', { page: 1 }, { token: support })).code).toBe(1);
    expect((await t.post('/api/admin/p2p/confirm', { id: 1 }, { token: support })).status).toBe(403);
    expect((await t.post('/api/admin/p2p/hide', { id: 1, reason: 'x' }, { token: support })).status).toBe(403);
    const member = await trader(t);
    expect((await t.post('/api/admin/p2p/orders', { page: 1 }, { token: member.token })).status).toBe(403);
    const reviewer = await adminToken(t, 'reviewer');
    expect((await t.post('/api/admin/p2p/confirm', { id: 999_999 }, { token: reviewer })).status).toBe(404);
  });

  it('offers the market settings in the p2p_ group of the configuration', async () => {
    const res = await t.post('/api/admin/config/get', {}, { token: op });
    const keys = res.data.filter((item: { key: string }) => item.key.startsWith('p2p_')).map((item: { key: string }) => item.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'p2p_payment_window_minutes',
        'p2p_confirm_delay_seconds',
        'p2p_review_over_usdt',
        'p2p_fee_rate',
        'p2p_max_open_orders',
      ]),
    );
    expect((await t.post('/api/admin/config/set', { key: 'p2p_fee_rate', value: '1.5' }, { token: op })).code).toBe(0);
  });
});
