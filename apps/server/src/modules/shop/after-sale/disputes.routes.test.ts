/**
 * Disputes (docs/api.md "Delivery addresses and after-sale"; docs/architecture.md "One dispute desk"): after a
 * rejected refund either side disputes; an operator sees both statements, images and their chat in the review
 * item, and decides — refund (in full or part) or release to the merchant — as one posting from the escrow.
 * A second decision, even at the same moment, is refused with 409 and moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { adminToken } from '../../admin/admin.test-support.ts';
import { buyer, expectLedgerClean, listedProduct, merchant, paidOrder, type Merchant } from '../shop.test-support.ts';
import { events, rejectedRefund, shippedOrder, usdt } from './after-sale.test-support.ts';

let t: TestApp;
let operator: string;
let second: string;
let seller: Merchant;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  second = await adminToken(t, 'reviewer');
  seller = await merchant(t, 'Dispute Tea');
  productId = (await listedProduct(t, seller, operator, { price: '10', stock: 50 })).id;
});
afterAll(() => t.close());

const dispute = (id: number, who: { token: string }, reason = 'The box was empty') =>
  t.post('/api/order/dispute', { id, reason, images: ['/uploads/evidence/box.webp'] }, { token: who.token });
const decide = (id: number, action: 'refund' | 'release', token: string, amount?: string) =>
  t.post('/api/admin/review/decide', { kind: 'dispute', id, action, amount, reason: 'Photos checked' }, { token });

describe('opening a dispute', () => {
  it('needs a rejected refund first, then either side may open it once; the reviewer sees both sides and their chat', async () => {
    const alice = await buyer(t, operator, '100');
    const order = await shippedOrder(t, alice, seller, productId);
    expect(await dispute(order.id, alice)).toMatchObject({ status: 409, code: 0 });
    await rejectedRefund(t, alice, seller, order.id, '6');
    const chat = await t.post(
      '/api/wanlshop/chat/send',
      { to_id: seller.id, type: 'text', content: 'It arrived empty' },
      {
        token: alice.token,
      },
    );
    expect(chat.code, chat.msg).toBe(1);

    const opened = await dispute(order.id, seller, 'The buyer keeps the goods');
    expect(opened.data).toMatchObject({
      status: 'shipped',
      autoreceivetime: null,
      refund: { status: 'disputed', reply: 'It left intact', dispute: { by: 'merchant', reason: 'The buyer keeps the goods' } },
      actions: [],
    });
    expect(await dispute(order.id, alice)).toMatchObject({ status: 409 });
    expect(await dispute(order.id, await buyer(t, operator, '0'))).toMatchObject({ status: 404 });

    const queue = await t.post('/api/admin/review/list', { kind: 'dispute', status: 'pending', page: 1 }, { token: operator });
    const item = queue.data.data.find((i) => i.id === order.id)!;
    expect(item).toMatchObject({ kind: 'dispute', status: 'pending', user_id: seller.id });
    expect(item.detail).toMatchObject({
      total: '10.000000',
      buyer: { id: alice.id },
      merchant: { id: seller.id },
      refund: {
        amount: '6.000000',
        reason: 'Arrived broken',
        reply: 'It left intact',
        dispute: { by: 'merchant', images: ['/uploads/evidence/box.webp'] },
      },
      chat: [{ from_id: alice.id, content: 'It arrived empty' }],
    });
  });
});

describe('deciding a dispute', () => {
  it('refunds part: the buyer gets the amount back, the merchant the rest less the fee in proportion', async () => {
    const bob = await buyer(t, operator, '100');
    const order = await shippedOrder(t, bob, seller, productId);
    await rejectedRefund(t, bob, seller, order.id);
    await dispute(order.id, bob);
    const merchantBefore = await usdt(t, seller);

    const decided = await decide(order.id, 'refund', operator, '2.5');
    expect(decided).toMatchObject({ code: 1, msg: 'Decided: refunded to the buyer', data: { status: 'passed' } });
    expect(await usdt(t, bob)).toEqual({ available: 92_500_000n, frozen: 0n });
    // 7.5 kept of 10; the order's fee of 0.5 in proportion is 0.375
    expect((await usdt(t, seller)).available - merchantBefore.available).toBe(7_125_000n);
    const after = (await t.post('/api/order/detail', { id: order.id }, { token: bob.token })).data;
    expect(after).toMatchObject({ status: 'completed', refund: { status: 'refunded', amount: '2.500000' } });
    expect(events(after).slice(-2)).toEqual(['buyer:dispute_opened', 'operator:dispute_refunded']);
    await expectLedgerClean(t);
  });

  it('releases to the merchant: the order completes and the merchant is paid as on receipt', async () => {
    const carol = await buyer(t, operator, '100');
    const order = await paidOrder(t, carol, productId);
    await rejectedRefund(t, carol, seller, order.id);
    await dispute(order.id, carol);
    const merchantBefore = await usdt(t, seller);
    expect(await decide(order.id, 'release', operator)).toMatchObject({ code: 1, data: { status: 'rejected' } });
    expect(await usdt(t, carol)).toEqual({ available: 90_000_000n, frozen: 0n });
    expect((await usdt(t, seller)).available - merchantBefore.available).toBe(9_500_000n);
    expect((await t.post('/api/order/detail', { id: order.id }, { token: carol.token })).data).toMatchObject({
      status: 'completed',
      refund: { status: 'released' },
    });
    await expectLedgerClean(t);
  });

  it('lets one of two operators deciding at once win; the other gets 409 and nothing moves twice', async () => {
    const dan = await buyer(t, operator, '100');
    const order = await shippedOrder(t, dan, seller, productId);
    await rejectedRefund(t, dan, seller, order.id);
    await dispute(order.id, dan);
    const merchantBefore = await usdt(t, seller);
    const results = await Promise.all([decide(order.id, 'refund', operator), decide(order.id, 'release', second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.code === 1)!.data.status;
    const buyerNow = await usdt(t, dan);
    const merchantGain = (await usdt(t, seller)).available - merchantBefore.available;
    // a refund in full gives the buyer everything back; a release pays the merchant the total less the fee
    const expected = won === 'passed' ? [100_000_000n, 0n] : [90_000_000n, 9_500_000n];
    expect([buyerNow.available, merchantGain]).toEqual(expected);
    expect(await decide(order.id, 'refund', operator)).toMatchObject({ status: 409 });
    await expectLedgerClean(t);
  });

  it('refuses pass/reject for a dispute, an amount above the total, and deciding before a dispute exists', async () => {
    const erin = await buyer(t, operator, '100');
    const order = await shippedOrder(t, erin, seller, productId);
    await rejectedRefund(t, erin, seller, order.id);
    // not on the desk until someone disputes
    expect(await decide(order.id, 'refund', operator)).toMatchObject({ status: 404 });
    await dispute(order.id, erin);
    const pass = await t.post('/api/admin/review/decide', { kind: 'dispute', id: order.id, action: 'pass' }, { token: operator });
    expect(pass).toMatchObject({ status: 400, code: 0 });
    expect(await decide(order.id, 'refund', operator, '10.01')).toMatchObject({ status: 400, code: 0 });
    const refundOnProduct = await t.post(
      '/api/admin/review/decide',
      { kind: 'product', id: productId, action: 'refund' },
      {
        token: operator,
      },
    );
    expect(refundOnProduct).toMatchObject({ status: 400, code: 0 });
    expect((await t.post('/api/order/detail', { id: order.id }, { token: erin.token })).data.refund?.status).toBe('disputed');
    expect(await usdt(t, erin)).toEqual({ available: 90_000_000n, frozen: 10_000_000n });
  });
});
