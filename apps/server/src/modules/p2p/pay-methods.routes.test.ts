/**
 * docs/api.md "P2P with payment methods": a member keeps up to 10 payment methods of their own; another
 * member's method is out of reach as if it did not exist; and a trader's record counts what their orders did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balance, expectInvariants, openAd, operator, PAY, postAd, runMatch, setP2p, take, trader } from './p2p.test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await operator(t);
  await setP2p(t, op, 'p2p_auto_match', false);
});
afterAll(() => t.close());

const bank = { type: 'bank', name: 'Li Wei', account: '6222 0000 1111', bank: 'ICBC' } as const;
/** Adding or changing a method needs the payment password (docs/api.md "P2P in the members' own money"). */
const withPassword = <T extends object>(body: T) => ({ paypassword: PAY, ...body });

describe('payment methods', () => {
  it('adds, lists, changes and deletes a member’s own methods', async () => {
    const me = await trader(t);
    const saved = await t.post('/api/ctoc/savepaymethod', withPassword(bank), { token: me.token });
    expect(saved).toMatchObject({ status: 200, code: 1, msg: 'Payment method saved', data: { ...bank, id: expect.any(Number) } });
    const mobile = await t.post(
      '/api/ctoc/savepaymethod',
      withPassword({ type: 'mobile', name: 'Li Wei', account: '+234 800 000', qrcode: '/uploads/2026/11/qr.png' } as const),
      { token: me.token },
    );
    expect(mobile.data).toEqual({
      id: expect.any(Number),
      type: 'mobile',
      name: 'Li Wei',
      account: '+234 800 000',
      qrcode: '/uploads/2026/11/qr.png',
    });
    const changed = await t.post('/api/ctoc/savepaymethod', withPassword({ ...bank, id: saved.data.id, account: '6222 9999' }), {
      token: me.token,
    });
    expect(changed.data).toMatchObject({ id: saved.data.id, account: '6222 9999' });
    const list = await t.post('/api/ctoc/paymethods', {}, { token: me.token });
    expect(list.data.map((m) => [m.id, m.account])).toEqual([
      [saved.data.id, '6222 9999'],
      [mobile.data.id, '+234 800 000'],
    ]);
    expect(await t.post('/api/ctoc/delpaymethod', { id: saved.data.id }, { token: me.token })).toMatchObject({
      status: 200,
      msg: 'Payment method deleted',
    });
    expect((await t.post('/api/ctoc/paymethods', {}, { token: me.token })).data.map((m) => m.id)).toEqual([mobile.data.id]);
  });

  it('keeps another member’s method out of reach: not listed, not changed, not deleted', async () => {
    const [owner, other] = [await trader(t), await trader(t)];
    const { data } = await t.post('/api/ctoc/savepaymethod', withPassword(bank), { token: owner.token });
    expect((await t.post('/api/ctoc/paymethods', {}, { token: other.token })).data).toEqual([]);
    const edit = await t.post('/api/ctoc/savepaymethod', withPassword({ ...bank, id: data.id, account: 'stolen' }), {
      token: other.token,
    });
    expect(edit).toMatchObject({ status: 404, code: 0, msg: 'This payment method was not found' });
    expect(await t.post('/api/ctoc/delpaymethod', { id: data.id }, { token: other.token })).toMatchObject({ status: 404 });
    expect((await t.post('/api/ctoc/paymethods', {}, { token: owner.token })).data).toEqual([data]);
  });

  it('refuses an eleventh method and bad fields in the member’s language, saving nothing', async () => {
    const me = await trader(t);
    for (let i = 0; i < 10; i++)
      expect(
        (await t.post('/api/ctoc/savepaymethod', withPassword({ ...bank, account: `A${i}` }), { token: me.token })).code,
      ).toBe(1);
    const eleventh = await t.post('/api/ctoc/savepaymethod', withPassword(bank), { token: me.token, locale: 'zh-CHS' });
    expect(eleventh).toMatchObject({ status: 400, code: 0, msg: '最多可保存 10 个收款方式，请先删除一个再添加' });
    const other = await trader(t);
    for (const bad of [
      { ...bank, type: 'cash' },
      { ...bank, name: '   ' },
      { ...bank, account: 'x'.repeat(101) },
      { ...bank, qrcode: 'https://evil.example/qr.png' },
    ]) {
      const res = await t.call('/api/ctoc/savepaymethod', withPassword(bad), { token: other.token });
      expect(res).toMatchObject({ status: 400, code: 0 });
    }
    expect((await t.post('/api/ctoc/paymethods', {}, { token: other.token })).data).toEqual([]);
    expect((await t.post('/api/ctoc/paymethods', {}, { token: me.token })).data).toHaveLength(10);
  });

  it('needs the payment password to add or change a method; a wrong one saves nothing and counts toward the lock', async () => {
    const me = await trader(t);
    const missing = await t.call('/api/ctoc/savepaymethod', bank, { token: me.token });
    expect(missing).toMatchObject({ status: 400, code: 0 });
    const wrong = await t.post('/api/ctoc/savepaymethod', { ...bank, paypassword: '000000' }, { token: me.token });
    expect(wrong).toMatchObject({ status: 400, code: 0, msg: expect.stringContaining('payment password') });
    expect((await t.post('/api/ctoc/paymethods', {}, { token: me.token })).data).toEqual([]);
    const saved = await t.post('/api/ctoc/savepaymethod', withPassword(bank), { token: me.token });
    const change = { ...bank, id: saved.data.id, account: '1111' };
    expect(await t.post('/api/ctoc/savepaymethod', { ...change, paypassword: '000000' }, { token: me.token })).toMatchObject({
      status: 400,
    });
    expect((await t.post('/api/ctoc/paymethods', {}, { token: me.token })).data[0]?.account).toBe('6222 0000 1111');
    for (let i = 0; i < 5; i++)
      await t.post('/api/ctoc/savepaymethod', { ...change, paypassword: '000000' }, { token: me.token });
    const locked = await t.post('/api/ctoc/savepaymethod', withPassword(change), { token: me.token });
    expect(locked.code).toBe(0);
    expect((await t.post('/api/ctoc/paymethods', {}, { token: me.token })).data[0]?.account).toBe('6222 0000 1111');
  });

  it('answers a guest with 401', async () => {
    expect(await t.post('/api/ctoc/paymethods', {})).toMatchObject({ status: 401 });
  });
});

describe('trader record', () => {
  it('is computed from the member’s orders: completed, completion rate and verification', async () => {
    const [seller, buyer] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' }, 'basic')];
    const fresh = await t.post('/api/ctoc/trader', { user_id: seller.id }, { token: buyer.token });
    expect(fresh.data).toMatchObject({ orders_completed: 0, completion_rate: 0, avg_release_seconds: null, verified: true });
    expect(fresh.data.registered).toEqual(expect.any(Number));

    const taker = await trader(t, { USDT: '100' });
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2' });
    const first = (await take(t, taker, ad, '2')).data;
    const second = (await take(t, taker, ad, '2')).data;
    await t.post('/api/admin/p2p/confirm', { id: first.id }, { token: op });
    await t.post('/api/admin/p2p/cancel', { id: second.id, reason: 'Test' }, { token: op });
    const record = await t.post('/api/ctoc/trader', { user_id: seller.id }, { token: buyer.token });
    // an operator's cancellation counts against neither side (docs/api.md "P2P in the members' own money")
    expect(record.data).toMatchObject({ orders_completed: 1, completion_rate: 1 });
    // The market lists the same figures under the advertiser's name, so its page needs no read per advertiser.
    const market = await t.post('/api/ctoc/getlist', { type: 'sell', coin: 'PI', page: 1 }, { token: buyer.token });
    const { orders_completed, completion_rate, avg_release_seconds, positive_rate } = record.data;
    expect(market.data.data.find((each) => each.id === ad.id)?.user).toEqual({
      id: seller.id,
      nickname: record.data.nickname,
      avatar: record.data.avatar,
      orders_completed,
      completion_rate,
      avg_release_seconds,
      positive_rate,
    });
    expect((await t.post('/api/ctoc/trader', { user_id: buyer.id }, { token: seller.token })).data.verified).toBe(false);
    expect(await t.post('/api/ctoc/trader', { user_id: 99_999_999 }, { token: buyer.token })).toMatchObject({ status: 404 });
    await expectInvariants(t);
  });
});

describe('ads asking for a track record (min_orders)', () => {
  it('refuses a taker with fewer completed orders, moving nothing, and lets one with enough take', async () => {
    const [seller, novice, veteran] = [
      await trader(t, { PI: '10' }),
      await trader(t, { USDT: '50' }),
      await trader(t, { USDT: '50' }),
    ];
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2', min_orders: 1 });
    expect(ad.min_orders).toBe(1);
    const refused = await take(t, novice, ad, '1', { locale: 'ja' });
    expect(refused).toMatchObject({ status: 400, code: 0, msg: 'この広告は完了した注文が 1 件以上の会員のみ利用できます' });
    expect(await balance(t, novice, 'USDT')).toEqual({ available: '50.000000', frozen: '0.000000' });

    const other = await trader(t, { PI: '5' });
    const warmUp = await openAd(t, other, { type: 'sell', quantity: '5', price: '1' });
    await t.post('/api/admin/p2p/confirm', { id: (await take(t, veteran, warmUp, '1')).data.id }, { token: op });
    expect((await take(t, veteran, ad, '1')).data).toMatchObject({ status: 'pending', quantity: '1.0000000' });
    await expectInvariants(t);
  });

  it('is never matched automatically against a crossing ad, and refuses a negative count', async () => {
    // a price no other ad in this file crosses, so only the two ads here could match
    const [seller, buyer] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '50' })];
    const ad = await openAd(t, seller, { type: 'sell', quantity: '5', price: '0.37', min_orders: 3 });
    await setP2p(t, op, 'p2p_auto_match', true);
    const crossing = await openAd(t, buyer, { type: 'buy', quantity: '5', price: '0.37' });
    await runMatch(t);
    await setP2p(t, op, 'p2p_auto_match', false);
    expect((await t.post('/api/ctoc/myads', { page: 1 }, { token: buyer.token })).data.data[0]).toMatchObject({
      id: crossing.id,
      remaining: crossing.quantity,
    });
    const mine = await t.post('/api/ctoc/myads', { page: 1 }, { token: seller.token });
    expect(mine.data.data.find((a) => a.id === ad.id)).toMatchObject({ remaining: ad.remaining, status: 'open' });
    expect(await postAd(t, seller, { type: 'sell', quantity: '1', price: '1', min_orders: -1 })).toMatchObject({ status: 400 });
    await expectInvariants(t);
  });
});
