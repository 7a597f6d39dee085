/**
 * docs/api.md "P2P in the members' own money" → "Orders", "Mutual cancel": the transfer reference, the appeal's
 * waiting time after paid, the seller's release during an appeal (which ends it), and the mutual cancel — the
 * buyer asks, the seller confirms, the PI returns to the seller, and it counts against neither side — with its
 * races against a release, the expiry job and a second confirmation. Ledger invariants hold after each test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { latestNoticeId, noticesSince } from '../notices/notices.test-support.ts';
import {
  balance,
  decideAppeal,
  offchainAd,
  order,
  p2pTestApp,
  runExpire,
  setP2p,
  step,
  take,
  trader,
  type TestTrader,
} from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(() => ({ t, op } = suite));

const ask = (who: TestTrader, id: number, locale = 'en') =>
  t.post('/api/ctoc/cancelrequest', { id }, { token: who.token, locale });
const confirm = (who: TestTrader, id: number) => t.post('/api/ctoc/cancelconfirm', { id }, { token: who.token });

async function paidOrder(quantity = '4') {
  const { seller, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const placed = (await take(t, buyer, ad, quantity)).data;
  expect((await step(t, buyer, 'paid', { id: placed.id })).code).toBe(1);
  return { seller, buyer, placed, ad };
}

const pi = async (buyer: TestTrader, seller: TestTrader) => ({
  buyer: (await balance(t, buyer, 'PI')).available,
  seller: (await balance(t, seller, 'PI')).available,
});

describe('the order', () => {
  it('carries the transfer reference: the order number’s last 8 digits', async () => {
    const { buyer, placed } = await paidOrder();
    expect(placed.reference).toBe(placed.order_no.slice(-8));
    expect((await order(t, buyer, placed.id)).reference).toMatch(/^\d{8}$/);
  });
});

describe('the appeal', () => {
  it('opens only p2p_appeal_wait_minutes after paid (before: 400 naming the minutes, not offered)', async () => {
    clock.freeze();
    const { seller, buyer, placed } = await paidOrder();
    expect((await order(t, buyer, placed.id)).actions).not.toContain('appeal');
    expect((await order(t, seller, placed.id)).actions).toEqual(['release']);
    const early = await t.post('/api/ctoc/appeal', { id: placed.id, reason: 'No release' }, { token: buyer.token, locale: 'vi' });
    expect(early).toMatchObject({
      status: 400,
      msg: 'Bạn có thể khiếu nại sau 10 phút nữa: hãy cho người bán thời gian kiểm tra khoản thanh toán trước',
    });
    clock.advance(9 * 60 + 59);
    expect((await step(t, seller, 'appeal', { id: placed.id, reason: 'Nothing came' })).status).toBe(400);
    clock.advance(1);
    expect((await order(t, buyer, placed.id)).actions).toEqual(['appeal', 'request_cancel']);
    expect((await step(t, buyer, 'appeal', { id: placed.id, reason: 'No release' })).data).toMatchObject({ status: 'appeal' });
  });

  it('lets the seller still release during it, which ends it once; an operator decision after is 409', async () => {
    await setP2p(t, op, 'p2p_appeal_wait_minutes', 0);
    const { seller, buyer, placed } = await paidOrder();
    await step(t, buyer, 'appeal', { id: placed.id, reason: 'No release' });
    const released = await step(t, seller, 'release', { id: placed.id });
    expect(released.data).toMatchObject({
      status: 'completed',
      appeal: { decision: { outcome: 'release_to_buyer', by: 'seller' } },
    });
    expect(await step(t, seller, 'release', { id: placed.id })).toMatchObject({ status: 409 });
    expect(await decideAppeal(t, op, placed.id, 'return_to_seller')).toMatchObject({ status: 409 });
    expect(await pi(buyer, seller)).toEqual({ buyer: '4.0000000', seller: '0.0000000' });
    await setP2p(t, op, 'p2p_appeal_wait_minutes', 10);
  });
});

describe('the mutual cancel', () => {
  it('is asked by the buyer and confirmed by the seller: the PI returns to the seller, counted against no one', async () => {
    await setP2p(t, op, 'p2p_cancel_limit', 1);
    const { seller, buyer, placed, ad } = await paidOrder();
    // one completed order between the two first, so a rate that counted the mutual cancel would fall below 1
    const first = (await take(t, buyer, ad, '1')).data;
    await step(t, buyer, 'paid', { id: first.id });
    expect((await step(t, seller, 'release', { id: first.id })).code).toBe(1);
    const since = await latestNoticeId(t);
    const asked = await ask(buyer, placed.id, 'ng');
    expect(asked).toMatchObject({ code: 1, msg: 'Your cancel request don reach di seller' });
    expect(asked.data.cancel_request).toEqual({ createtime: expect.any(Number) });
    expect(asked.data.actions).not.toContain('request_cancel');
    expect((await ask(buyer, placed.id)).status).toBe(409);
    expect((await ask(seller, placed.id)).status).toBe(400);
    expect((await order(t, seller, placed.id)).actions).toEqual(['release', 'confirm_cancel']);
    const confirmed = await confirm(seller, placed.id);
    expect(confirmed).toMatchObject({ code: 1, msg: 'Order cancelled by agreement. The PI has returned to the seller' });
    expect(confirmed.data).toMatchObject({ status: 'cancelled', cancel_reason: 'mutual', actions: [] });
    expect(await pi(buyer, seller)).toEqual({ buyer: '1.0000000', seller: '4.0000000' });
    expect(await noticesSince(t, since)).toEqual({
      [seller.id]: ['p2p_cancel_request', 'p2p_cancelled'],
      [buyer.id]: ['p2p_cancelled'],
    });
    for (const who of [buyer, seller])
      expect((await t.post('/api/ctoc/trader', { user_id: who.id }, { token: who.token })).data.completion_rate).toBe(1);
    // the cancellation limit of 1 did not count it: the buyer still takes ads
    expect((await take(t, buyer, ad, '1')).code).toBe(1);
    await setP2p(t, op, 'p2p_cancel_limit', 3);
  });

  it('is not there before paid, nor confirmed without a request, nor by the buyer', async () => {
    const { seller, ad } = await offchainAd(t);
    const buyer = await trader(t);
    const placed = (await take(t, buyer, ad, '2')).data;
    expect((await ask(buyer, placed.id)).status).toBe(409);
    await step(t, buyer, 'paid', { id: placed.id });
    expect((await confirm(seller, placed.id)).status).toBe(409);
    await ask(buyer, placed.id);
    expect((await confirm(buyer, placed.id)).status).toBe(400);
    expect((await order(t, buyer, placed.id)).status).toBe('paid');
    const stranger = await trader(t);
    expect((await ask(stranger, placed.id)).status).toBe(404);
  });
});

describe('the mutual cancel under races', () => {
  it('confirm against release: exactly one applies and the PI moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, placed } = await paidOrder();
      await ask(buyer, placed.id);
      const [confirmed, released] = await Promise.all([
        confirm(seller, placed.id),
        step(t, seller, 'release', { id: placed.id }),
      ]);
      expect([confirmed.status, released.status].sort()).toEqual([200, 409]);
      const now = await order(t, buyer, placed.id);
      expect(await pi(buyer, seller)).toEqual(
        now.status === 'completed' ? { buyer: '4.0000000', seller: '0.0000000' } : { buyer: '0.0000000', seller: '4.0000000' },
      );
      expect(now.status).toBe(confirmed.status === 200 ? 'cancelled' : 'completed');
    }
  });

  it('two confirmations and the expiry job at once: one cancellation, the PI back once', async () => {
    clock.freeze();
    const { seller, buyer, placed } = await paidOrder();
    await ask(buyer, placed.id);
    clock.advance(60 * 60);
    const [a, b] = await Promise.all([confirm(seller, placed.id), confirm(seller, placed.id), runExpire(t)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await order(t, buyer, placed.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'mutual' });
    expect(await pi(buyer, seller)).toEqual({ buyer: '0.0000000', seller: '4.0000000' });
  });
});
