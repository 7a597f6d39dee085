/**
 * Offchain P2P orders (docs/api.md "P2P with payment methods"): the seller's PI escrowed, the buyer pays outside
 * the app and marks it paid, the seller releases; cancelling before paid, expiry at the payment deadline,
 * appeals decided at the console; each step refused to the wrong side or at the wrong time, the ledger's
 * invariants after each test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { latestNoticeId, noticesSince } from '../notices/notices.test-support.ts';
import {
  addPayMethod,
  balance,
  decideAppeal,
  offchainAd,
  order,
  postAd,
  runExpire,
  runRemind,
  setP2p,
  step,
  take,
  trader,
  type AdInput,
  p2pTestApp,
  PAY,
} from './p2p.test-support.ts';

const suite = p2pTestApp();
let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = suite);
  // appeals here open as soon as the order is paid; the waiting time has its own tests (mutual-cancel.routes.test.ts)
  await setP2p(t, op, 'p2p_appeal_wait_minutes', 0);
});

/** An offchain ad of 10 PI at 2 and a buyer who took `quantity` of it. */
async function opened(quantity = '4') {
  const { seller, method, ad } = await offchainAd(t);
  const buyer = await trader(t);
  const res = await take(t, buyer, ad, quantity);
  expect(res.code).toBe(1);
  return { seller, buyer, method, ad, placed: res.data };
}

describe('offchain ads', () => {
  it('escrows the PI and shows the kinds of method offered, never the accounts', async () => {
    const { seller, ad } = await offchainAd(t);
    expect(ad).toMatchObject({ settlement: 'offchain', pay_window: 15, pay_types: ['mobile'], frozen: '10.0000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
    const buyer = await trader(t);
    const market = async (filters: Record<string, unknown>) =>
      (await t.post('/api/ctoc/getlist', { type: 'sell', page: 1, ...filters }, { token: buyer.token })).data.data.map(
        (a: { id: number }) => a.id,
      );
    expect(await market({ pay_type: 'mobile' })).toContain(ad.id);
    expect(await market({ pay_type: 'bank' })).not.toContain(ad.id);
    expect(await market({ settlement: 'wallet' })).not.toContain(ad.id);
    expect(await market({ amount: '10' })).toContain(ad.id);
    expect(await market({ amount: '10.5' })).not.toContain(ad.id);
    expect(await market({ amount: '0.5' })).not.toContain(ad.id);
  });

  it('refuses a buy ad without providers, another member’s method, a missing method and a window out of range, holding nothing', async () => {
    const seller = await trader(t, { PI: '10', USDT: '100' });
    const other = await trader(t);
    const [mine, theirs] = [await addPayMethod(t, seller), await addPayMethod(t, other, 'bank')];
    const base: AdInput = { type: 'sell', quantity: '5', price: '2', settlement: 'offchain' };
    const cases: [AdInput, string][] = [
      [{ ...base, type: 'buy', pay_methods: [mine] }, 'Choose the payment providers you can pay with'], // a buy ad names providers
      [{ ...base, pay_methods: [mine, theirs] }, 'One of the chosen payment methods is not yours or no longer exists'],
      [{ ...base }, 'Choose at least one of your payment methods for the buyer to pay to'],
      [{ ...base, pay_methods: [mine], pay_window: 5 }, ''],
      [{ ...base, pay_methods: [mine], pay_window: 121 }, ''],
    ];
    for (const [ad, msg] of cases) {
      const res = await postAd(t, seller, ad);
      expect(res).toMatchObject({ status: 400, code: 0 });
      if (msg) expect(res.msg).toContain(msg);
    }
    expect(await balance(t, seller, 'PI')).toEqual({ available: '10.0000000', frozen: '0.0000000' });
  });
});

describe('an offchain order', () => {
  it('goes pending → paid → completed: the buyer sees the method and the deadline, the seller is told and releases', async () => {
    clock.freeze();
    const since = await latestNoticeId(t);
    const { seller, buyer, method, ad, placed } = await opened();
    expect(placed).toMatchObject({
      settlement: 'offchain',
      status: 'pending',
      fee: '0.00', // an offchain order is in its currency (USD when the ad names none)
      pay_detail: { method: 'offchain' },
      pay_methods: [{ id: method, type: 'mobile', account: '0803 555 0101' }],
      pay_deadline: placed.createtime + 15 * 60,
      actions: ['paid', 'cancel'],
      chat: { user_id: seller.id, context: { type: 'p2p_order', id: placed.id } },
      counterparty_record: { orders_completed: 0, verified: true },
    });
    expect(await balance(t, buyer, 'USDT')).toEqual({ available: '0.000000', frozen: '0.000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '10.0000000' });
    expect((await order(t, seller, placed.id)).actions).toEqual([]);

    expect(await step(t, seller, 'paid', { id: placed.id })).toMatchObject({
      status: 400,
      msg: 'Only the buyer of this order can do this',
    });
    expect(await step(t, buyer, 'release', { id: placed.id })).toMatchObject({
      status: 400,
      msg: 'Only the seller of this order can do this',
    });
    expect(await step(t, seller, 'release', { id: placed.id })).toMatchObject({ status: 409 });
    expect(await step(t, buyer, 'appeal', { id: placed.id, reason: 'Too early' })).toMatchObject({ status: 409 });

    clock.advance(120);
    const paid = await step(t, buyer, 'paid', { id: placed.id });
    expect(paid.data).toMatchObject({
      status: 'paid',
      paidtime: placed.createtime + 120,
      pay_deadline: null,
      actions: ['appeal', 'request_cancel'],
    });
    expect((await order(t, seller, placed.id)).actions).toEqual(['release', 'appeal']);
    expect(await step(t, buyer, 'cancelorder', { id: placed.id })).toMatchObject({ status: 409 });
    expect(await step(t, buyer, 'paid', { id: placed.id })).toMatchObject({ status: 409 });

    const wrong = await step(t, seller, 'release', { id: placed.id, paypassword: '000000' });
    expect(wrong.code).toBe(0);
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '0.0000000', frozen: '0.0000000' });
    clock.advance(60);
    const released = await step(t, seller, 'release', { id: placed.id });
    // a completed offchain order offers each side its feedback, and the seller a chargeback report inside its window
    expect(released.data).toMatchObject({ status: 'completed', pay_methods: [], actions: ['feedback', 'chargeback'] });
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '4.0000000', frozen: '0.0000000' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '0.0000000', frozen: '6.0000000' });
    expect(await step(t, seller, 'release', { id: placed.id })).toMatchObject({ status: 409 });
    expect((await order(t, buyer, placed.id)).counterparty_record).toMatchObject({
      orders_completed: 1,
      avg_release_seconds: 60,
    });
    const market = await t.post('/api/ctoc/getlist', { type: 'sell', coin: 'PI', page: 1 }, { token: buyer.token });
    expect(market.data.data.find((each) => each.id === ad.id)?.user).toMatchObject({
      orders_completed: 1,
      completion_rate: 1,
      avg_release_seconds: 60,
    });

    expect(await noticesSince(t, since)).toEqual({
      [seller.id]: ['p2p_taken', 'p2p_paid', 'p2p_completed'],
      [buyer.id]: ['p2p_released'],
    });
  });

  it('keeps the methods it opened with when the seller edits or deletes them; an ad left without any is not taken', async () => {
    const { seller, buyer, method, ad, placed } = await opened('2');
    const edit = { id: method, type: 'bank', name: 'Changed', account: '999', paypassword: PAY };
    expect((await t.post('/api/ctoc/savepaymethod', edit, { token: seller.token })).code).toBe(1);
    expect((await order(t, buyer, placed.id)).pay_methods).toMatchObject([
      { id: method, name: 'Ada Obi', account: '0803 555 0101' },
    ]);
    expect((await t.post('/api/ctoc/delpaymethod', { id: method }, { token: seller.token })).code).toBe(1);
    expect((await order(t, buyer, placed.id)).pay_methods).toHaveLength(1);
    const late = await take(t, await trader(t), ad, '1');
    expect(late).toMatchObject({
      status: 409,
      msg: 'The seller has removed the payment methods of this ad, so it cannot be taken now',
    });
  });

  it('is 404 to anyone but its two parties', async () => {
    const { placed } = await opened();
    const stranger = await trader(t);
    for (const path of ['paid', 'release', 'cancelorder'] as const)
      expect(await step(t, stranger, path, { id: placed.id })).toMatchObject({ status: 404 });
  });

  it('expires unpaid at the deadline: the PI returns to the seller, and paying or releasing after is refused', async () => {
    clock.freeze();
    const { seller, buyer, placed } = await opened('3');
    clock.advance(15 * 60 - 1);
    await runExpire(t);
    expect(await order(t, buyer, placed.id)).toMatchObject({ status: 'pending', remaining_seconds: 1 });
    clock.advance(1);
    expect(await step(t, buyer, 'paid', { id: placed.id })).toMatchObject({
      status: 409,
      msg: "This order's payment window has ended",
    });
    // orders of the tests before, taken in real time, may expire in these runs too
    expect(await runExpire(t)).toBeGreaterThanOrEqual(1);
    expect(await order(t, buyer, placed.id)).toMatchObject({ status: 'expired', pay_methods: [], actions: [] });
    expect(await step(t, seller, 'release', { id: placed.id })).toMatchObject({ status: 409 });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '3.0000000', frozen: '7.0000000' });
  });

  it('is cancelled by the buyer before paid; the limit of cancellations blocks taking for a while', async () => {
    await setP2p(t, op, 'p2p_cancel_limit', 2);
    const { seller, ad } = await offchainAd(t);
    const buyer = await trader(t);
    for (let i = 0; i < 2; i++) {
      const placed = (await take(t, buyer, ad, '1')).data;
      expect(await step(t, seller, 'cancelorder', { id: placed.id })).toMatchObject({ status: 400 });
      expect((await step(t, buyer, 'cancelorder', { id: placed.id })).data).toMatchObject({ status: 'cancelled' });
    }
    expect(await balance(t, seller, 'PI')).toEqual({ available: '2.0000000', frozen: '8.0000000' });
    const blocked = await take(t, buyer, ad, '1');
    expect(blocked).toMatchObject({ status: 400, msg: 'You cancelled too many orders. You can take ads again in 1440 minutes' });
    clock.advance(24 * 3600 + 1);
    expect((await take(t, buyer, ad, '1')).code).toBe(1);
    clock.reset();
    await setP2p(t, op, 'p2p_cancel_limit', 3);
  });

  it('reminds the seller once when a paid order is not released in time', async () => {
    clock.freeze();
    const { seller, buyer, placed } = await opened();
    await step(t, buyer, 'paid', { id: placed.id });
    const since = await latestNoticeId(t);
    clock.advance(15 * 60 - 1);
    expect(await runRemind(t)).toBe(0);
    clock.advance(1);
    expect(await runRemind(t)).toBe(1);
    expect(await runRemind(t)).toBe(0);
    expect(await noticesSince(t, since)).toEqual({ [seller.id]: ['p2p_paid_reminder'] });
  });
});

describe('an appeal', () => {
  it('opens an appeal; the other side adds a statement once; the operator sees both with the chat and decides once', async () => {
    const { seller, buyer, method, placed } = await opened();
    await t.post(
      '/api/wanlshop/chat/send',
      { to_id: seller.id, type: 'text', content: 'Sent by mobile money' },
      { token: buyer.token },
    );
    await step(t, buyer, 'paid', { id: placed.id });
    const images = ['/uploads/2026/11/receipt.png'];
    const since = await latestNoticeId(t);
    const opened1 = await step(t, buyer, 'appeal', { id: placed.id, reason: 'I paid, no release', images });
    expect(opened1.data).toMatchObject({
      status: 'appeal',
      actions: [],
      appeal: { by: 'buyer', statements: [{ by: 'buyer', images }] },
    });
    // the seller may still release during the appeal (which would end it) or add a statement
    expect((await order(t, seller, placed.id)).actions).toEqual(['release', 'appeal']);
    expect(await step(t, buyer, 'appeal', { id: placed.id, reason: 'Again' })).toMatchObject({ status: 409 });
    const answered = await step(t, seller, 'appeal', { id: placed.id, reason: 'Nothing arrived' });
    expect(answered.data.appeal?.statements).toEqual([
      { by: 'buyer', reason: 'I paid, no release', images },
      { by: 'seller', reason: 'Nothing arrived', images: [] },
    ]);
    expect(await step(t, seller, 'appeal', { id: placed.id, reason: 'More' })).toMatchObject({ status: 409 });

    const queue = await t.post('/api/admin/review/list', { kind: 'p2p_appeal', status: 'pending', page: 1 }, { token: op });
    const item = queue.data.data.find((i) => i.id === placed.id)!;
    expect(item.detail).toMatchObject({
      pay_methods: [{ id: method }],
      appeal: { statements: [{ by: 'buyer' }, { by: 'seller' }] },
      chat: [{ from_id: buyer.id, content: 'Sent by mobile money' }],
      actions: ['release_to_buyer', 'return_to_seller'],
    });
    expect(await decideAppeal(t, op, placed.id, 'pass')).toMatchObject({ status: 400 });
    const decided = await decideAppeal(t, op, placed.id, 'release_to_buyer');
    expect(decided).toMatchObject({ status: 200, msg: 'Decided: the PI was released to the buyer' });
    expect(decided.data).toMatchObject({ status: 'passed', detail: { decision: 'release_to_buyer', order_status: 'completed' } });
    expect(await decideAppeal(t, op, placed.id, 'return_to_seller')).toMatchObject({ status: 409 });
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '4.0000000', frozen: '0.0000000' });
    expect(await noticesSince(t, since)).toEqual({
      [seller.id]: ['p2p_appeal', 'p2p_decided'],
      [buyer.id]: ['p2p_appeal', 'p2p_decided'],
    });
  });

  it('returns the PI to the seller when the operator decides so', async () => {
    const { seller, buyer, placed } = await opened('2');
    await step(t, buyer, 'paid', { id: placed.id });
    await step(t, seller, 'appeal', { id: placed.id, reason: 'No money came' });
    expect((await decideAppeal(t, op, placed.id, 'return_to_seller')).data).toMatchObject({ status: 'rejected' });
    expect(await order(t, buyer, placed.id)).toMatchObject({ status: 'cancelled' });
    expect(await balance(t, seller, 'PI')).toEqual({ available: '2.0000000', frozen: '8.0000000' });
    expect(await balance(t, buyer, 'PI')).toEqual({ available: '0.0000000', frozen: '0.0000000' });
  });
});
