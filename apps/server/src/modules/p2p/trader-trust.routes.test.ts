/**
 * Trusted traders (docs/api.md "P2P in the members' own money" → "Block and trust"): a member marks traders as
 * trusted and filters the market to them; the trader page says so; oneself is 400, an unknown member 404; at most
 * 100, and a burst of adds at the limit passes it by none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { fiatAd } from './fiat.test-support.ts';
import { p2pTestApp, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
beforeAll(() => ({ t } = suite));

const trust = (who: TestTrader, user_id: number, trusted = true, locale = 'en') =>
  t.post('/api/ctoc/trust', { user_id, trusted }, { token: who.token, locale });
const market = (who: TestTrader, trusted?: boolean) =>
  t.post('/api/ctoc/getlist', { type: 'sell', coin: 'PI', fiat: 'NGN', page: 1, limit: 50, trusted }, { token: who.token });

describe('trusted traders', () => {
  it('are kept, listed, shown on the trader page and filter the market', async () => {
    const { seller: liked, ad: likedAd } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay' });
    const { ad: otherAd } = await fiatAd(t, { fiat: 'NGN', provider: 'OPay' });
    const me = await trader(t);
    expect((await trust(me, liked.id)).data).toEqual({ trusted: true });
    expect((await trust(me, liked.id)).data).toEqual({ trusted: true });
    expect((await t.post('/api/ctoc/trustlist', {}, { token: me.token })).data).toEqual([
      { id: liked.id, nickname: expect.any(String), avatar: expect.any(String), createtime: expect.any(Number) },
    ]);
    expect((await t.post('/api/ctoc/traderpage', { user_id: liked.id }, { token: me.token })).data.trusted).toBe(true);
    const all = (await market(me)).data.data.map((a) => a.id);
    expect(all).toEqual(expect.arrayContaining([likedAd.id, otherAd.id]));
    expect((await market(me, true)).data.data.map((a) => a.id)).toEqual([likedAd.id]);
    expect((await t.post('/api/ctoc/getlist', { type: 'sell', coin: 'PI', page: 1, trusted: true })).data.data).toEqual([]);
    expect((await trust(me, liked.id, false)).data).toEqual({ trusted: false });
    expect((await market(me, true)).data.data).toEqual([]);
    expect((await t.post('/api/ctoc/traderpage', { user_id: liked.id }, { token: me.token })).data.trusted).toBe(false);
  });

  it('refuses oneself and an unknown member', async () => {
    const me = await trader(t);
    expect(await trust(me, me.id, true, 'ko')).toMatchObject({
      status: 400,
      msg: '자기 자신을 신뢰하는 거래자로 표시할 수 없습니다',
    });
    expect((await trust(me, 987_654_321)).status).toBe(404);
  });

  it('stops at 100, also under a burst of parallel adds', async () => {
    const me = await trader(t);
    const others: TestTrader[] = [];
    for (let i = 0; i < 104; i++) others.push(await trader(t));
    for (const other of others.slice(0, 97)) expect((await trust(me, other.id)).code).toBe(1);
    const burst = await Promise.all(others.slice(97).map((other) => trust(me, other.id)));
    expect(burst.filter((r) => r.code === 1)).toHaveLength(3);
    expect(burst.filter((r) => r.status === 400)[0]?.msg).toBe('You can trust at most 100 traders. Remove one first');
    expect((await t.post('/api/ctoc/trustlist', {}, { token: me.token })).data).toHaveLength(100);
  });
});
