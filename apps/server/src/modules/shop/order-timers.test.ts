/**
 * The order timers, with a fake clock (docs/api.md "Shop marketplace"): unpaid orders close after
 * `shop_unpaid_close_minutes`, shipped orders are received after `shop_auto_receive_days`, paying the merchant;
 * racing runs settle once.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { PostPath } from '@app/contract';
import { createTestApp, type TestApp, type TestBody } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { runJob } from '../../core/jobs.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { balanceOf } from '../wallet/wallet.test-support.ts';
import { SHOP_JOBS } from './order-jobs.ts';
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
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t);
  productId = (await listedProduct(t, seller, operator, { price: '10', stock: 10 })).id;
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const call = <P extends PostPath>(path: P, body: TestBody<P>, who: { token: string }) => t.post(path, body, { token: who.token });
const stock = async () => (await t.post('/api/product/detail', { id: productId })).data.stock as number;

it('closes unpaid orders after 30 minutes, reserving and restoring nothing; paid ones stay', async () => {
  const member = await buyer(t, operator, '100');
  const unpaid = (await call('/api/order/create', { product_id: productId, quantity: 2 }, member)).data;
  const paid = await paidOrder(t, member, productId, 1);
  const stockBefore = await stock();

  clock.advance(29 * 60);
  expect(await runJob(t.app.ctx, SHOP_JOBS.closeUnpaid)).toBe(0);
  clock.advance(60);
  expect(await runJob(t.app.ctx, SHOP_JOBS.closeUnpaid)).toBe(1);

  const list = (await call('/api/order/getlist', { page: 1 }, member)).data.data;
  expect(list.find((o: { id: number }) => o.id === unpaid.id)).toMatchObject({ status: 'cancelled', expiretime: null });
  expect(list.find((o: { id: number }) => o.id === paid.id)).toMatchObject({ status: 'paid' });
  expect(await stock()).toBe(stockBefore);
  expect(await balanceOf(t, member, 'USDT')).toMatchObject({ available: '90.000000', frozen: '10.000000' });
  expect((await call('/api/order/pay', { id: unpaid.id, paypassword: PAY }, member)).status).toBe(409);
  await expectLedgerClean(t);
});

it('refuses paying an order past its time even before the job has run', async () => {
  const member = await buyer(t, operator, '100');
  const order = (await call('/api/order/create', { product_id: productId, quantity: 1 }, member)).data;
  clock.advance(30 * 60);
  expect(await call('/api/order/pay', { id: order.id, paypassword: PAY }, member)).toMatchObject({
    status: 409,
    msg: 'This order was not paid in time and has closed',
  });
  expect((await balanceOf(t, member, 'USDT')).frozen).toBe('0.000000');
});

it('follows the configured close time', async () => {
  await setShopConfig(t, operator, 'shop_unpaid_close_minutes', 5);
  const member = await buyer(t, operator, '100');
  const order = (await call('/api/order/create', { product_id: productId, quantity: 1 }, member)).data;
  expect(order.expiretime! - order.createtime).toBe(5 * 60);
  clock.advance(5 * 60);
  expect(await runJob(t.app.ctx, SHOP_JOBS.closeUnpaid)).toBe(1);
  await setShopConfig(t, operator, 'shop_unpaid_close_minutes', 30);
});

it('receives shipped orders after 7 days, paying the merchant less the fee, once even with racing runs', async () => {
  const member = await buyer(t, operator, '100');
  const order = await paidOrder(t, member, productId, 2);
  const shippedOnly = await paidOrder(t, member, productId, 1);
  // exact second counts below: a real second ticking between shipping and advancing must not shift them
  clock.freeze();
  await call('/api/order/sendorder', { id: order.id, express: 'DHL', tracking_no: 'JD0001' }, seller);
  const merchantBefore = (await balanceOf(t, seller, 'USDT')).available;

  clock.advance(7 * 86_400 - 1);
  expect(await runJob(t.app.ctx, SHOP_JOBS.autoReceive)).toBe(0);
  clock.advance(1);
  const runs = await Promise.all([
    runJob(t.app.ctx, SHOP_JOBS.autoReceive, 'instance-a'),
    runJob(t.app.ctx, SHOP_JOBS.autoReceive, 'instance-b'),
  ]);
  expect(runs.reduce((sum: number, n) => sum + (n ?? 0), 0)).toBe(1);

  const done = (await call('/api/order/getlist', { status: 'completed', page: 1 }, member)).data.data;
  expect(done.map((o: { id: number }) => o.id)).toEqual([order.id]);
  expect(done[0]).toMatchObject({ fee: '1.000000', income: '19.000000', autoreceivetime: null });
  expect(BigInt((await balanceOf(t, seller, 'USDT')).available.replace('.', '')) - BigInt(merchantBefore.replace('.', ''))).toBe(
    19_000_000n,
  );
  // a paid order that was never shipped is not received by the timer
  expect((await call('/api/order/getlist', { status: 'paid', page: 1 }, member)).data.data[0]).toMatchObject({
    id: shippedOnly.id,
  });
  expect((await call('/api/order/receiveorder', { id: order.id }, member)).status).toBe(409);
  await expectLedgerClean(t);
});
