/**
 * Blocked traders (docs/api.md "P2P in the members' own money" → "Block and trust"): the P2P block is the chat's
 * block; a blocked trader's ads leave the blocker's market, and neither can take the other's ads, refused with
 * a message that gives no reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { fiatAd } from './fiat.test-support.ts';
import { balance, p2pTestApp, take, trader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
beforeAll(() => ({ t } = suite));

describe('blocking a trader', () => {
  it('hides their ads, refuses takes both ways without a reason, and is the chat’s block', async () => {
    const { seller, ad } = await fiatAd(t, { fiat: 'BDT', provider: 'bKash', price: '70', quantity: '5' });
    const me = await trader(t, { PI: '5' });
    const market = async () =>
      (await t.post('/api/ctoc/getlist', { type: 'sell', page: 1, fiat: 'BDT' }, { token: me.token })).data.data.map((a) => a.id);
    expect(await market()).toContain(ad.id);

    expect((await t.post('/api/ctoc/block', { user_id: seller.id }, { token: me.token })).data).toEqual({ blocked: true });
    expect(await market()).not.toContain(ad.id);
    const refused = await take(t, me, ad, '1', { locale: 'bn' });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('এই বিজ্ঞাপনটি নেওয়া যাবে না');
    // the blocked side cannot take the blocker's ads either, and sees the same words
    const mine = await fiatAd(t, { fiat: 'BDT', provider: 'bKash', price: '71', quantity: '1' });
    await t.post('/api/ctoc/block', { user_id: seller.id }, { token: mine.seller.token });
    const back = await take(t, seller, mine.ad, '1');
    expect(back.msg).toBe('This ad cannot be taken');
    expect(await balance(t, seller, 'PI')).toMatchObject({ available: '0.0000000' });

    const list = await t.post('/api/ctoc/blocklist', { page: 1 }, { token: me.token });
    expect(list.data.data.map((m) => m.id)).toEqual([seller.id]);
    const chat = await t.post('/api/user/blocklist', { page: 1 }, { token: me.token });
    expect(chat.data.data.map((m) => m.id)).toEqual([seller.id]);
    const page = await t.post('/api/ctoc/traderpage', { user_id: seller.id }, { token: me.token });
    expect(page.data.blocked).toBe(true);

    expect((await t.post('/api/ctoc/unblock', { user_id: seller.id }, { token: me.token })).data).toEqual({ blocked: false });
    expect(await market()).toContain(ad.id);
    expect((await take(t, me, ad, '1')).code).toBe(1);
    expect((await t.post('/api/ctoc/block', { user_id: me.id }, { token: me.token })).status).toBe(400);
  });
});
