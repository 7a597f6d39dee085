/**
 * Offer alerts (docs/api.md "P2P in the members' own money" → "Alerts"): add, list, delete, at most 10 (also under
 * a burst of parallel adds); a new or edited offchain ad that matches raises one `p2p_alert` notice, at most one
 * per alert per hour — also when a burst of matching ads is posted at once — and none across a block either way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { latestNoticeId, noticesSince } from '../notices/notices.test-support.ts';
import { addProviderMethod, fiatAd, providerOf } from './fiat.test-support.ts';
import { openAd, p2pTestApp, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
beforeAll(() => ({ t } = suite));

const add = (who: TestTrader, body: Record<string, unknown>, locale = 'en') =>
  t.post('/api/ctoc/addalert', body as never, { token: who.token, locale });

describe('offer alerts', () => {
  it('are added, listed and deleted; bad input saves nothing; another member’s is 404', async () => {
    const me = await trader(t);
    const opay = await providerOf(t, 'NGN', 'OPay');
    const added = await add(me, { type: 'sell', fiat: 'ngn', providers: [opay.id], price: '1500.5' });
    expect(added.data).toMatchObject({
      type: 'sell',
      fiat: 'NGN',
      providers: [{ id: opay.id, name: 'OPay' }],
      price: '1500.50',
      notified_at: null,
    });
    expect((await add(me, { type: 'sell', fiat: 'XYZ', price: '1' })).status).toBe(400);
    const upi = await providerOf(t, 'INR', 'UPI');
    expect((await add(me, { type: 'sell', fiat: 'NGN', providers: [upi.id], price: '1' })).status).toBe(400);
    expect((await add(me, { type: 'sell', fiat: 'NGN', price: '1.001' })).status).toBe(400);
    expect((await t.post('/api/ctoc/alerts', {}, { token: me.token })).data.map((a) => a.id)).toEqual([added.data.id]);
    const other = await trader(t);
    expect((await t.post('/api/ctoc/delalert', { id: added.data.id }, { token: other.token })).status).toBe(404);
    expect((await t.post('/api/ctoc/delalert', { id: added.data.id }, { token: me.token })).code).toBe(1);
    expect((await t.post('/api/ctoc/alerts', {}, { token: me.token })).data).toEqual([]);
  });

  it('stop at 10, also under a burst of parallel adds', async () => {
    const me = await trader(t);
    for (let i = 0; i < 7; i++) expect((await add(me, { type: 'buy', fiat: 'VND', price: String(20_000 + i) })).code).toBe(1);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(me, { type: 'buy', fiat: 'VND', price: String(30_000 + i) }, 'hi')),
    );
    expect(burst.filter((r) => r.code === 1)).toHaveLength(3);
    expect(burst.find((r) => r.status === 400)?.msg).toBe('आप अधिकतम 10 ऑफ़र अलर्ट रख सकते हैं। पहले एक हटाएँ');
    expect((await t.post('/api/ctoc/alerts', {}, { token: me.token })).data).toHaveLength(10);
  });

  it('raise one notice for a matching ad, none for one that does not match, at most one an hour', async () => {
    clock.freeze();
    const watcher = await trader(t);
    const opay = await providerOf(t, 'GHS', 'MTN Mobile Money');
    expect((await add(watcher, { type: 'sell', fiat: 'GHS', providers: [opay.id], price: '13' })).code).toBe(1);
    const since = await latestNoticeId(t);
    await fiatAd(t, { fiat: 'GHS', provider: 'MTN Mobile Money', price: '14' });
    expect(await noticesSince(t, since)).toEqual({});
    const { seller, ad } = await fiatAd(t, { fiat: 'GHS', provider: 'MTN Mobile Money', price: '12.5' });
    expect(await noticesSince(t, since)).toEqual({ [watcher.id]: ['p2p_alert'] });
    const notice = (await t.post('/api/notice/list', { page: 1 }, { token: watcher.token })).data.data[0]!;
    expect(notice).toMatchObject({
      body: 'An offer to sell PI at 12.50 GHS per PI matches your alert.',
      link: `/page/business/trader?id=${seller.id}`,
    });
    await fiatAd(t, { fiat: 'GHS', provider: 'MTN Mobile Money', price: '12' });
    expect((await noticesSince(t, since))[watcher.id]).toHaveLength(1);
    clock.advance(3600);
    expect((await t.post('/api/ctoc/editad', { id: ad.id, price: '12.4' }, { token: seller.token })).code).toBe(1);
    expect((await noticesSince(t, since))[watcher.id]).toHaveLength(2);
  });

  it('a burst of matching ads raises one notice per alert', async () => {
    const [one, two] = [await trader(t), await trader(t)];
    for (const who of [one, two]) expect((await add(who, { type: 'sell', fiat: 'KES', price: '25' })).code).toBe(1);
    const since = await latestNoticeId(t);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => fiatAd(t, { fiat: 'KES', provider: 'M-Pesa', price: String(20 + i / 10) })),
    );
    expect(await noticesSince(t, since)).toEqual({ [one.id]: ['p2p_alert'], [two.id]: ['p2p_alert'] });
  });

  it('an ad raises none for a member its owner blocked or who blocked its owner', async () => {
    const [blocker, blockedOne, free] = [await trader(t), await trader(t), await trader(t)];
    for (const who of [blocker, blockedOne, free])
      expect((await add(who, { type: 'sell', fiat: 'PHP', price: '9' })).code).toBe(1);
    const seller = await trader(t, { PI: '10' });
    const method = await addProviderMethod(t, seller, 'PHP', 'GCash');
    expect((await t.post('/api/ctoc/block', { user_id: seller.id }, { token: blocker.token })).code).toBe(1);
    expect((await t.post('/api/ctoc/block', { user_id: blockedOne.id }, { token: seller.token })).code).toBe(1);
    const since = await latestNoticeId(t);
    await openAd(t, seller, {
      type: 'sell',
      quantity: '10',
      price: '8',
      settlement: 'offchain',
      fiat: 'PHP',
      pay_methods: [method],
    });
    expect(await noticesSince(t, since)).toEqual({ [free.id]: ['p2p_alert'] });
  });
});
