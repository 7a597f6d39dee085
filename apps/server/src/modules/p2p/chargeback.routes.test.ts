/**
 * Chargebacks (docs/api.md "P2P in the members' own money" → "Chargeback"): the seller of a completed offchain
 * order reports the fiat reversed inside `p2p_chargeback_days` (after it: 409), the buyer is told and answers
 * once, the desk (kind `p2p_chargeback`) shows both statements and decides once — `restrict_buyer` keeps the buyer
 * from taking ads, `dismiss` does not. No PI moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { latestNoticeId, noticesSince } from '../notices/notices.test-support.ts';
import { balance, offchainAd, operator, order, p2pTestApp, step, take, trader, type TestTrader } from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(() => ({ t, op } = suite));

const report = (who: TestTrader, id: number, reason: string, locale = 'en') =>
  t.post('/api/ctoc/chargeback', { id, reason, images: ['/uploads/2026/12/reversal.png'] }, { token: who.token, locale });
const decide = (token: string, id: number, action: string) =>
  t.post('/api/admin/review/decide', { kind: 'p2p_chargeback', id, action }, { token });

async function completedOrder() {
  const { seller, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const placed = (await take(t, buyer, ad, '4')).data;
  await step(t, buyer, 'paid', { id: placed.id });
  expect((await step(t, seller, 'release', { id: placed.id })).code).toBe(1);
  return { seller, buyer, placed, ad };
}

describe('a chargeback', () => {
  it('is reported by the seller, answered once by the buyer, and decided once at the desk: restrict_buyer', async () => {
    const { seller, buyer, placed } = await completedOrder();
    expect((await order(t, seller, placed.id)).actions).toContain('chargeback');
    expect((await order(t, buyer, placed.id)).actions).not.toContain('chargeback');
    expect((await report(buyer, placed.id, 'Not mine to report')).status).toBe(409);
    const since = await latestNoticeId(t);
    const reported = await report(seller, placed.id, 'My bank reversed the transfer');
    expect(reported).toMatchObject({ code: 1, msg: 'Chargeback reported. An operator will review it with both statements' });
    expect(reported.data.chargeback).toMatchObject({
      statements: [{ by: 'seller', reason: 'My bank reversed the transfer', images: ['/uploads/2026/12/reversal.png'] }],
      decision: null,
    });
    expect((await report(seller, placed.id, 'Again')).status).toBe(409);
    expect((await order(t, buyer, placed.id)).actions).toContain('chargeback');
    const answered = await report(buyer, placed.id, 'I paid, here is my receipt', 'ja');
    expect(answered).toMatchObject({ code: 1, msg: 'あなたの説明をチャージバックに追加しました' });
    expect((await report(buyer, placed.id, 'More')).status).toBe(409);

    const queue = await t.post('/api/admin/review/list', { kind: 'p2p_chargeback', status: 'pending', page: 1 }, { token: op });
    const item = queue.data.data.find((i) => i.id === placed.id)!;
    expect(item.detail).toMatchObject({
      chargeback: { statements: [{ by: 'seller' }, { by: 'buyer', reason: 'I paid, here is my receipt' }] },
      actions: ['restrict_buyer', 'dismiss'],
    });
    const second = await operator(t);
    const [a, b] = await Promise.all([decide(op, placed.id, 'restrict_buyer'), decide(second, placed.id, 'dismiss')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const seen = await order(t, buyer, placed.id);
    const outcome = a.status === 200 ? 'restrict_buyer' : 'dismiss';
    expect(seen.chargeback?.decision).toMatchObject({ outcome });
    expect(await noticesSince(t, since)).toEqual({
      [buyer.id]: ['p2p_chargeback', 'p2p_chargeback'],
      [seller.id]: ['p2p_chargeback'],
    });
    // no PI moved by any of it
    expect((await balance(t, buyer, 'PI')).available).toBe('4.0000000');
    const { ad: another } = await offchainAd(t);
    const taken = await take(t, buyer, another, '1', { locale: 'en' });
    if (outcome === 'restrict_buyer')
      expect(taken).toMatchObject({
        status: 400,
        msg: 'Your account cannot take P2P ads for another 30 day(s) after a chargeback decision',
      });
    else expect(taken.code).toBe(1);
  });

  it('dismissed, leaves the buyer free to take ads; the seller’s window closes after p2p_chargeback_days', async () => {
    const { seller, buyer, placed } = await completedOrder();
    await report(seller, placed.id, 'Reversed');
    expect((await decide(op, placed.id, 'dismiss')).code).toBe(1);
    const { ad } = await offchainAd(t);
    expect((await take(t, buyer, ad, '1')).code).toBe(1);

    clock.freeze();
    const late = await completedOrder();
    clock.advance(7 * 86_400);
    expect((await order(t, late.seller, late.placed.id)).actions).toContain('chargeback');
    clock.advance(1);
    expect((await order(t, late.seller, late.placed.id)).actions).not.toContain('chargeback');
    expect((await report(late.seller, late.placed.id, 'Too late')).status).toBe(409);
  });

  it('is not there for an order that did not complete, and another member’s order is 404', async () => {
    const { seller, ad } = await offchainAd(t);
    const buyer = await trader(t);
    const placed = (await take(t, buyer, ad, '2')).data;
    expect((await report(seller, placed.id, 'Early')).status).toBe(409);
    const stranger = await trader(t);
    expect((await report(stranger, placed.id, 'Not mine')).status).toBe(404);
  });
});
