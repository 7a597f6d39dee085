/**
 * The whole order lifecycle (docs/product.md §4, docs/api.md "Shop marketplace") and every refused transition, with the money where the
 * buyer, merchant and platform can see it, and the ledger's invariants after each step.
 */
import type { PostPath } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBody } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { getAccountBalances, systemAccount } from '../ledger/index.ts';
import { balanceOf, walletMember, type WalletMember } from '../wallet/wallet.test-support.ts';
import {
  buyer,
  expectLedgerClean,
  listedProduct,
  merchant,
  paidOrder,
  PAY,
  setShopConfig,
  type Merchant,
} from './shop.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let rival: Merchant;
let alice: WalletMember;
let bob: WalletMember;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Tea House');
  rival = await merchant(t, 'Other Tea');
  alice = await buyer(t, operator, '100');
  bob = await buyer(t, operator, '100');
  productId = (await listedProduct(t, seller, operator, { price: '12.5', stock: 5 })).id;
});
afterAll(() => t.close());

const call = <P extends PostPath>(path: P, body: TestBody<P>, who: { token: string }) => t.post(path, body, { token: who.token });
const create = (who: WalletMember, quantity = 1) =>
  call('/api/order/create', { product_id: productId, quantity, address: '2 Bay Road', remark: 'ring twice' }, who);
const stock = async () => (await t.post('/api/product/detail', { id: productId })).data.stock as number;
async function feesUsdt(): Promise<bigint> {
  const fees = await systemAccount(t.app.ctx.db, 'fees');
  return (await getAccountBalances(t.app.ctx.db, fees.id)).USDT.available;
}

describe('the whole lifecycle', () => {
  it('create → pay (escrow, stock) → ship → receive (merchant paid less the 5% fee)', async () => {
    const feesBefore = await feesUsdt();
    const created = await create(alice, 2);
    expect(created).toMatchObject({
      code: 1,
      msg: 'Order created',
      data: {
        status: 'unpaid',
        quantity: 2,
        total: '25.000000',
        fee: '1.250000',
        income: '23.750000',
        product: { name: 'Jasmine tea 250 g', price: '12.500000', image: '/uploads/goods/tea-1.webp' },
        buyer: { id: alice.id, name: alice.username },
        shop: { id: seller.shopId, name: 'Tea House' },
        delivery: 'ship',
        // the free text of clients that predate the address book is kept as the snapshot's detail
        address: { name: '', mobile: '', region: '', detail: '2 Bay Road' },
        remark: 'ring twice',
        paytime: null,
      },
    });
    expect(created.data.order_no).toMatch(/^\d{24}$/);
    expect(created.data.expiretime! - created.data.createtime).toBe(30 * 60);
    expect(await stock()).toBe(5); // nothing reserved before payment

    const id = created.data.id;
    const paid = await call('/api/order/pay', { id, paypassword: PAY }, alice);
    expect(paid).toMatchObject({ code: 1, msg: 'Payment successful', data: { status: 'paid', expiretime: null } });
    expect(await balanceOf(t, alice, 'USDT')).toMatchObject({ available: '75.000000', frozen: '25.000000' });
    expect(await stock()).toBe(3);
    await expectLedgerClean(t);

    const counts = await call('/api/order/counts', {}, alice);
    expect(counts.data).toEqual({ unpaid: 0, paid: 1, shipped: 0, completed: 0, needs_action: 0 });
    const toShip = await call('/api/order/getsjlist', { status: 'paid', page: 1 }, seller);
    expect(toShip.data).toMatchObject({ total: 1, data: [{ id, buyer: { id: alice.id } }] });

    const shipped = await call('/api/order/sendorder', { id, express: 'SF Express', tracking_no: 'SF1234567890' }, seller);
    expect(shipped).toMatchObject({
      code: 1,
      msg: 'Shipped',
      data: { status: 'shipped', express: 'SF Express', tracking_no: 'SF1234567890' },
    });
    expect(shipped.data.autoreceivetime! - shipped.data.shiptime!).toBe(7 * 86_400);
    expect((await call('/api/order/counts', { role: 'merchant' }, seller)).data).toMatchObject({ paid: 0, shipped: 1 });

    const received = await call('/api/order/receiveorder', { id }, alice);
    expect(received).toMatchObject({ code: 1, msg: 'Receipt confirmed', data: { status: 'completed', fee: '1.250000' } });
    expect(received.data.receivetime).toBeGreaterThan(0);
    expect(await balanceOf(t, alice, 'USDT')).toMatchObject({ available: '75.000000', frozen: '0.000000' });
    expect((await balanceOf(t, seller, 'USDT')).available).toBe('23.750000');
    expect((await feesUsdt()) - feesBefore).toBe(1_250_000n);
    expect((await call('/api/order/getlist', { status: 'completed', page: 1 }, alice)).data.data[0]).toMatchObject({ id });
    await expectLedgerClean(t);
  });

  it('rounds the fee up in the platform’s favour and fixes it at payment', async () => {
    const odd = await listedProduct(t, seller, operator, { price: '0.333333', stock: 5 });
    await setShopConfig(t, operator, 'shop_fee_rate', '0.015');
    const created = await call('/api/order/create', { product_id: odd.id, quantity: 1 }, bob);
    expect(created.data).toMatchObject({ total: '0.333333', fee: '0.005000' }); // 0.004999995 → 0.005000
    const pay = await call('/api/order/pay', { id: created.data.id, paypassword: PAY }, bob);
    await setShopConfig(t, operator, 'shop_fee_rate', '0.5');
    await call('/api/order/sendorder', { id: pay.data.id }, seller);
    const done = await call('/api/order/receiveorder', { id: pay.data.id }, bob);
    expect(done.data).toMatchObject({ status: 'completed', fee: '0.005000', income: '0.328333' });
    await setShopConfig(t, operator, 'shop_fee_rate', '0.05');
    await expectLedgerClean(t);
  });
});

describe('refused transitions', () => {
  it('ship before pay, receive before ship, pay twice, cancel after paying (409)', async () => {
    const id = (await create(bob)).data.id;
    expect(await call('/api/order/sendorder', { id, express: 'SF', tracking_no: '1' }, seller)).toMatchObject({
      status: 409,
      code: 0,
      msg: 'This order is not waiting to be shipped',
    });
    expect(await call('/api/order/receiveorder', { id }, bob)).toMatchObject({
      status: 409,
      msg: 'This order has not been shipped yet',
    });
    expect((await call('/api/order/pay', { id, paypassword: PAY }, bob)).code).toBe(1);
    const twice = await call('/api/order/pay', { id, paypassword: PAY }, bob);
    expect(twice).toMatchObject({ status: 409, msg: 'This order is no longer waiting for payment' });
    expect((await call('/api/order/receiveorder', { id }, bob)).status).toBe(409);
    expect((await call('/api/order/cancel', { id }, bob)).status).toBe(409);
    // a retry that carries an idempotency key gets the first payment's result, and nothing moves twice
    const before = await balanceOf(t, bob, 'USDT');
    const retry = await call('/api/order/pay', { id, paypassword: PAY, idempotency_key: 'pay-1' }, bob);
    expect(retry).toMatchObject({ code: 1, data: { id, status: 'paid' } });
    expect(await balanceOf(t, bob, 'USDT')).toEqual(before);
    await expectLedgerClean(t);
  });

  it("another merchant, the buyer or a stranger cannot ship; another member's order answers 404", async () => {
    const order = await paidOrder(t, alice, productId);
    const stranger = await walletMember(t);
    for (const who of [rival, alice, stranger]) {
      expect(await call('/api/order/sendorder', { id: order.id, express: 'X', tracking_no: '1' }, who)).toMatchObject({
        status: 404,
        msg: 'This order does not exist',
      });
    }
    expect((await t.post('/api/order/pay', { id: order.id, paypassword: PAY }, { token: bob.token })).status).toBe(404);
    for (const path of ['/api/order/cancel', '/api/order/receiveorder'] as const)
      expect((await t.post(path, { id: order.id }, { token: bob.token })).status).toBe(404);
    expect((await call('/api/order/detail', { id: order.id }, rival)).status).toBe(404);
    expect((await call('/api/order/detail', { id: order.id }, seller)).data).toMatchObject({ id: order.id, status: 'paid' });
    expect((await call('/api/order/detail', { id: order.id }, alice)).data).toMatchObject({
      id: order.id,
      buyer: { id: alice.id },
    });
    expect((await call('/api/order/getlist', { page: 1 }, rival)).data.total).toBe(0);
    expect((await call('/api/order/getsjlist', { page: 1 }, rival)).data.total).toBe(0);
    expect((await call('/api/order/sendorder', { id: order.id, express: 'SF', tracking_no: '9' }, seller)).code).toBe(1);
    expect((await call('/api/order/receiveorder', { id: order.id }, seller)).status).toBe(404);
  });

  it('cancels an unpaid order; a cancelled order cannot be paid; own goods cannot be bought', async () => {
    const id = (await create(alice)).data.id;
    expect(await call('/api/order/cancel', { id }, alice)).toMatchObject({
      code: 1,
      msg: 'Order cancelled',
      data: { status: 'cancelled' },
    });
    expect((await call('/api/order/pay', { id, paypassword: PAY }, alice)).status).toBe(409);
    expect((await call('/api/order/cancel', { id }, alice)).status).toBe(409);
    expect(await call('/api/order/create', { product_id: productId, quantity: 1 }, seller)).toMatchObject({
      status: 400,
      msg: 'You cannot buy goods from your own shop',
    });
  });

  it('refuses a wrong payment password, too little balance and too little stock — and changes nothing', async () => {
    const poor = await buyer(t, operator, '10');
    const id = (await create(poor)).data.id;
    const before = await stock();
    expect(await call('/api/order/pay', { id, paypassword: '000000' }, poor)).toMatchObject({ status: 400, code: 0 });
    expect(await call('/api/order/pay', { id, paypassword: PAY }, poor)).toMatchObject({
      status: 400,
      msg: 'Insufficient USDT balance',
    });
    expect(await stock()).toBe(before);
    expect((await call('/api/order/getlist', { status: 'unpaid', page: 1 }, poor)).data.data[0]).toMatchObject({
      id,
      status: 'unpaid',
    });
    expect(await call('/api/order/create', { product_id: productId, quantity: before + 1 }, poor)).toMatchObject({
      status: 400,
      msg: `Not enough stock: ${before} left`,
    });
    await expectLedgerClean(t);
  });

  it('refuses paying once the product left sale or sold out meanwhile (409), holding nothing', async () => {
    const scarce = await listedProduct(t, seller, operator, { name: 'Last tin', stock: 1 });
    const first = (await call('/api/order/create', { product_id: scarce.id, quantity: 1 }, alice)).data.id;
    const second = (await call('/api/order/create', { product_id: scarce.id, quantity: 1 }, bob)).data.id;
    expect((await call('/api/order/pay', { id: first, paypassword: PAY }, alice)).code).toBe(1);
    const before = await balanceOf(t, bob, 'USDT');
    expect(await call('/api/order/pay', { id: second, paypassword: PAY }, bob)).toMatchObject({
      status: 409,
      msg: 'Sold out: only 0 left',
    });
    expect(await balanceOf(t, bob, 'USDT')).toEqual(before);
    await call('/api/product/editproduct', { id: scarce.id, stock: 4 }, seller);
    await call('/api/product/editproduct', { id: scarce.id, status: 'unlisted' }, seller);
    expect(await call('/api/order/pay', { id: second, paypassword: PAY }, bob)).toMatchObject({
      status: 409,
      msg: 'This product is no longer on sale',
    });
    await expectLedgerClean(t);
  });

  it('creates an order once per idempotency key', async () => {
    const body = { product_id: productId, quantity: 1, idempotency_key: 'cart-42' };
    const [a, b] = await Promise.all([call('/api/order/create', body, bob), call('/api/order/create', body, bob)]);
    expect(a.data.id).toBe(b.data.id);
    expect((await call('/api/order/create', body, bob)).data.id).toBe(a.data.id);
  });
});

describe('console order search', () => {
  it('finds orders by order number, buyer, shop and status; needs orders.view', async () => {
    const order = await paidOrder(t, alice, productId);
    const search = (body: object) => t.post('/api/admin/shop/orders', { page: 1, ...body }, { token: operator });
    expect((await search({ order_no: order.order_no })).data.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const byBuyer = (await search({ buyer: alice.username, status: 'paid' })).data;
    expect(
      byBuyer.data.every((o: { buyer: { id: number }; status: string }) => o.buyer.id === alice.id && o.status === 'paid'),
    ).toBe(true);
    expect(byBuyer.total).toBeGreaterThan(0);
    expect((await search({ buyer: String(alice.id) })).data.total).toBe((await search({ buyer: alice.username })).data.total);
    expect((await search({ buyer: 'nobody_here' })).data.total).toBe(0);
    const byShop = (await search({ shop: 'tea house' })).data;
    expect(byShop.total).toBeGreaterThan(0);
    expect((await search({ shop: String(seller.shopId) })).data.total).toBe(byShop.total);
    expect((await search({ shop: 'Other Tea' })).data.total).toBe(0);
    expect((await t.post('/api/admin/shop/orders', { page: 1 }, { token: alice.token })).status).toBe(403);
  });
});
