/**
 * P2P replies carry the steps their reader may take (docs/architecture.md "Allowed actions"; docs/api.md
 * "Conventions"): a member may take another's open ad and cancel their own; the console may confirm a
 * pending order inside its payment window, cancel it while pending, and hide an open ad. Each step the
 * reply leaves out is one the server refuses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { openAd, p2pTestApp, take, trader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(() => ({ t, op } = suite));

type WithActions = { id: number; actions: string[] };
const actionsOf = (list: { data: { data: WithActions[] } }, id: number) => list.data.data.find((item) => item.id === id)?.actions;

describe('P2P ad actions', () => {
  it('lets the owner cancel and another member take an open ad; a guest and a closed ad get none', async () => {
    const [owner, other] = [await trader(t, { PI: '10' }), await trader(t)];
    const ad = await openAd(t, owner, { type: 'sell', quantity: '10', price: '2' });
    expect(ad.actions).toEqual(['cancel']);
    expect(actionsOf(await t.post('/api/ctoc/myads', { page: 1 }, { token: owner.token }), ad.id)).toEqual(['cancel']);
    expect(actionsOf(await t.post('/api/ctoc/getlist', { type: 'sell', page: 1 }, { token: other.token }), ad.id)).toEqual([
      'take',
    ]);
    expect(actionsOf(await t.post('/api/ctoc/getlist', { type: 'sell', page: 1 }), ad.id)).toEqual([]);

    const cancelled = await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: owner.token });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', actions: [] });
    expect(actionsOf(await t.post('/api/ctoc/myads', { page: 1 }, { token: owner.token }), ad.id)).toEqual([]);
    expect(await t.post('/api/ctoc/cancelad', { id: ad.id }, { token: owner.token })).toMatchObject({ status: 409 });
  });

  it('offers the console hide on an open ad only', async () => {
    const owner = await trader(t, { USDT: '20' });
    const ad = await openAd(t, owner, { type: 'buy', quantity: '5', price: '2' });
    const list = () => t.post('/api/admin/p2p/ads', { keyword: owner.username, page: 1 }, { token: op });
    expect(actionsOf(await list(), ad.id)).toEqual(['hide']);
    const hidden = await t.post('/api/admin/p2p/hide', { id: ad.id, reason: 'Spam' }, { token: op });
    expect(hidden.data).toMatchObject({ status: 'hidden', actions: [] });
    expect(actionsOf(await list(), ad.id)).toEqual([]);
  });
});

describe('P2P console order actions', () => {
  it('confirm and cancel inside the window, only cancel after it, nothing once ended', async () => {
    const [seller, buyer] = [await trader(t, { PI: '10' }), await trader(t, { USDT: '100' })];
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2' });
    const first = (await take(t, buyer, ad, '2')).data;
    const second = (await take(t, buyer, ad, '2')).data;
    const list = () => t.post('/api/admin/p2p/orders', { keyword: buyer.username, page: 1 }, { token: op });
    expect(actionsOf(await list(), first.id)).toEqual(['confirm', 'cancel']);

    const confirmed = await t.post('/api/admin/p2p/confirm', { id: first.id }, { token: op });
    expect(confirmed.data).toMatchObject({ status: 'completed', actions: [] });
    expect(actionsOf(await list(), first.id)).toEqual([]);

    clock.advance(15 * 60);
    expect(actionsOf(await list(), second.id)).toEqual(['cancel']);
    // the confirmation the reply no longer offers is refused: the window has ended
    expect(await t.post('/api/admin/p2p/confirm', { id: second.id }, { token: op })).toMatchObject({ status: 409 });
    const cancelled = await t.post('/api/admin/p2p/cancel', { id: second.id, reason: 'Window ended' }, { token: op });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', actions: [] });
  });
});
