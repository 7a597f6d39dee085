/**
 * Refunds (docs/api.md "Delivery addresses and after-sale"): an unshipped order is refunded in full — the buyer is
 * whole again and the stock back on sale; a shipped one by agreement, in part — the rest goes to the merchant less
 * the fee in proportion; each outcome is one posting from the escrow and the ledger's invariants hold after each.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { clock } from '../../../core/clock.ts';
import { runJob } from '../../../core/jobs.ts';
import { adminToken } from '../../admin/admin.test-support.ts';
import { SHOP_JOBS } from '../order-jobs.ts';
import {
  buyer,
  expectLedgerClean,
  listedProduct,
  merchant,
  paidOrder,
  setShopConfig,
  type Merchant,
} from '../shop.test-support.ts';
import { askRefund, events, shippedOrder, usdt } from './after-sale.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Refund Tea');
  productId = (await listedProduct(t, seller, operator, { price: '10', stock: 50 })).id;
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const stock = async () => (await t.post('/api/product/detail', { id: productId })).data;
const detail = async (id: number, who: { token: string }) =>
  (await t.post('/api/order/detail', { id }, { token: who.token })).data;

describe('refund before shipping', () => {
  it('is accepted by the merchant: the buyer is whole again and the stock is back on sale', async () => {
    const alice = await buyer(t, operator, '100');
    const before = await stock();
    const order = await paidOrder(t, alice, productId, 2);
    expect(await usdt(t, alice)).toEqual({ available: 80_000_000n, frozen: 20_000_000n });

    const asked = await askRefund(t, alice, order.id);
    expect(asked.refund).toMatchObject({ status: 'requested', amount: '20.000000', reason: 'Arrived broken' });
    expect(asked.refund?.autoaccepttime).toBeGreaterThan(clock.now());
    expect(asked.actions).toEqual([]);
    expect((await detail(order.id, seller)).actions).toEqual(['refund_accept', 'refund_reject']);
    // the merchant cannot ship what the buyer wants refunded, and the buyer cannot ask twice
    expect(await t.post('/api/order/sendorder', { id: order.id }, { token: seller.token })).toMatchObject({ status: 409 });
    expect(await t.post('/api/order/refund', { id: order.id, reason: 'again' }, { token: alice.token })).toMatchObject({
      status: 409,
    });

    const accepted = await t.post('/api/order/refundreply', { id: order.id, action: 'accept' }, { token: seller.token });
    expect(accepted).toMatchObject({ code: 1, msg: 'Refund accepted' });
    expect(accepted.data).toMatchObject({
      status: 'cancelled',
      refund: { status: 'accepted', amount: '20.000000' },
      actions: [],
    });
    expect(events(accepted.data)).toEqual(['buyer:created', 'buyer:paid', 'buyer:refund_requested', 'merchant:refund_accepted']);
    expect(await usdt(t, alice)).toEqual({ available: 100_000_000n, frozen: 0n });
    expect(await stock()).toMatchObject({ stock: before.stock, sales: before.sales });
    // a second answer finds nothing to answer
    expect(await t.post('/api/order/refundreply', { id: order.id, action: 'accept' }, { token: seller.token })).toMatchObject({
      status: 409,
    });
    await expectLedgerClean(t);
  });

  it('asks back the whole total only, refusing a part with a clear message and changing nothing', async () => {
    const bob = await buyer(t, operator, '100');
    const order = await paidOrder(t, bob, productId);
    const part = await t.post('/api/order/refund', { id: order.id, reason: 'x', amount: '4' }, { token: bob.token });
    expect(part).toMatchObject({ status: 400, code: 0, msg: expect.stringContaining('10.000000 USDT') });
    expect((await detail(order.id, bob)).refund).toBeNull();
  });

  it('is accepted by itself once the merchant lets shop_refund_auto_accept_hours pass', async () => {
    await setShopConfig(t, operator, 'shop_refund_auto_accept_hours', 24);
    const carol = await buyer(t, operator, '100');
    const order = await paidOrder(t, carol, productId);
    // Frozen before the ask, so a slow machine between the ask and the checks cannot make it due early.
    clock.freeze();
    await askRefund(t, carol, order.id);
    clock.advance(24 * 3600 - 1);
    expect(await runJob(t.app.ctx, SHOP_JOBS.autoAcceptRefund)).toBe(0);
    clock.advance(1);
    expect(await runJob(t.app.ctx, SHOP_JOBS.autoAcceptRefund)).toBe(1);
    const done = await detail(order.id, carol);
    expect(done).toMatchObject({ status: 'cancelled', refund: { status: 'accepted' } });
    expect(events(done).at(-1)).toBe('system:refund_autoaccepted');
    expect(await usdt(t, carol)).toEqual({ available: 100_000_000n, frozen: 0n });
    clock.reset();
    await setShopConfig(t, operator, 'shop_refund_auto_accept_hours', 48);
    await expectLedgerClean(t);
  });

  it('is told to the merchant, and the acceptance to the buyer, as notices', async () => {
    const hal = await buyer(t, operator, '100');
    const order = await paidOrder(t, hal, productId);
    await askRefund(t, hal, order.id);
    await t.post('/api/order/refundreply', { id: order.id, action: 'accept' }, { token: seller.token });
    const types = async (who: { token: string }) =>
      (await t.post('/api/notice/list', { page: 1 }, { token: who.token })).data.data.map((n) => n.type);
    expect(await types(seller)).toContain('refund_requested');
    expect(await types(hal)).toContain('refund_accepted');
  });

  it('is not open on an unpaid order, and a paid order cannot be cancelled instead', async () => {
    const ivy = await buyer(t, operator, '100');
    const unpaid = (await t.post('/api/order/create', { product_id: productId, quantity: 1 }, { token: ivy.token })).data;
    expect(await t.post('/api/order/refund', { id: unpaid.id, reason: 'x' }, { token: ivy.token })).toMatchObject({
      status: 409,
    });
    const paid = await paidOrder(t, ivy, productId);
    expect(await t.post('/api/order/cancel', { id: paid.id }, { token: ivy.token })).toMatchObject({ status: 409 });
    expect(await usdt(t, ivy)).toEqual({ available: 90_000_000n, frozen: 10_000_000n });
  });

  it("answers 404 for another member's order", async () => {
    const dan = await buyer(t, operator, '100');
    const order = await paidOrder(t, dan, productId);
    const stranger = await buyer(t, operator, '0');
    expect(await t.post('/api/order/refund', { id: order.id, reason: 'mine?' }, { token: stranger.token })).toMatchObject({
      status: 404,
    });
    expect(await t.post('/api/order/refundreply', { id: order.id, action: 'accept' }, { token: dan.token })).toMatchObject({
      status: 404,
    });
  });
});

describe('refund after shipping', () => {
  it('pauses automatic receipt, and a part agreed pays the merchant the rest less the fee in proportion', async () => {
    const erin = await buyer(t, operator, '100');
    const order = await shippedOrder(t, erin, seller, productId, 2);
    const merchantBefore = await usdt(t, seller);
    const asked = await askRefund(t, erin, order.id, '4');
    expect(asked).toMatchObject({ autoreceivetime: null, refund: { amount: '4.000000', autoaccepttime: null }, actions: [] });

    clock.advance(8 * 86_400);
    expect(await runJob(t.app.ctx, SHOP_JOBS.autoReceive)).toBe(0);
    expect(await t.post('/api/order/receiveorder', { id: order.id }, { token: erin.token })).toMatchObject({ status: 409 });

    const accepted = await t.post('/api/order/refundreply', { id: order.id, action: 'accept' }, { token: seller.token });
    expect(accepted.data).toMatchObject({ status: 'completed', refund: { status: 'accepted', amount: '4.000000' } });
    expect(await usdt(t, erin)).toEqual({ available: 84_000_000n, frozen: 0n });
    // 16 kept of 20; the order's fee of 1 in proportion is 0.8
    expect((await usdt(t, seller)).available - merchantBefore.available).toBe(15_200_000n);
    await expectLedgerClean(t);
  });

  it('refuses more than the total', async () => {
    const fay = await buyer(t, operator, '100');
    const order = await shippedOrder(t, fay, seller, productId);
    expect(await t.post('/api/order/refund', { id: order.id, reason: 'x', amount: '10.5' }, { token: fay.token })).toMatchObject({
      status: 400,
    });
  });
});

describe('refund racing automatic receipt', () => {
  it('lets exactly one of a refund request and the auto-receive job win, each time', async () => {
    const gus = await buyer(t, operator, '200');
    for (let round = 0; round < 4; round++) {
      clock.reset();
      const order = await shippedOrder(t, gus, seller, productId);
      clock.advance(7 * 86_400 + 1);
      const [refund] = await Promise.all([
        t.post('/api/order/refund', { id: order.id, reason: 'late' }, { token: gus.token }),
        runJob(t.app.ctx, SHOP_JOBS.autoReceive),
      ]);
      const after = await detail(order.id, gus);
      // the refund won: the order waits for the merchant; the job won: the order completed and no refund exists
      if (refund.code === 1) expect([after.status, after.refund?.status]).toEqual(['shipped', 'requested']);
      else expect([refund.status, after.status, after.refund]).toEqual([409, 'completed', null]);
    }
    await expectLedgerClean(t);
  });
});
