/**
 * Stock never goes below zero (docs/api.md "Shop marketplace"): 100 buyers paying for a product with stock 10 at once
 * → exactly 10 paid orders, the stock at zero (never below), the other 90 buyers' money untouched, the ledger's
 * invariants intact.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { balanceOf, type WalletMember } from '../wallet/wallet.test-support.ts';
import { buyer, expectLedgerClean, listedProduct, merchant, PAY } from './shop.test-support.ts';

let t: TestApp;
let productId: number;
let buyers: WalletMember[];
beforeAll(async () => {
  t = await createTestApp();
  const operator = await adminToken(t);
  productId = (await listedProduct(t, await merchant(t), operator, { price: '7.5', stock: 10 })).id;
  buyers = [];
  for (let batch = 0; batch < 10; batch++)
    buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => buyer(t, operator, '20')))));
}, 300_000);
afterAll(() => t.close());

it('sells exactly the stock to 100 concurrent buyers', { timeout: 300_000 }, async () => {
  const created = await Promise.all(
    buyers.map((b) => t.post('/api/order/create', { product_id: productId, quantity: 1 }, { token: b.token })),
  );
  // Creating holds nothing, so every buyer gets an unpaid order; the stock decides only at payment.
  expect(created.filter((r) => r.code !== 1).map((r) => `${r.status} ${r.msg}`)).toEqual([]);
  const orders = created.map((r) => r.data.id as number);
  const results = await Promise.all(
    buyers.map((b, i) => t.post('/api/order/pay', { id: orders[i], paypassword: PAY }, { token: b.token })),
  );
  const paid = results.filter((r) => r.code === 1);
  expect(paid).toHaveLength(10);
  expect(results.filter((r) => r.code !== 1).every((r) => r.status === 409 && r.msg === 'Sold out: only 0 left')).toBe(true);

  const product = (await t.post('/api/product/detail', { id: productId })).data;
  expect(product).toMatchObject({ stock: 0, sales: 10 });
  const balances = await Promise.all(buyers.map((b) => balanceOf(t, b, 'USDT')));
  expect(balances.filter((b) => b.frozen === '7.500000' && b.available === '12.500000')).toHaveLength(10);
  expect(balances.filter((b) => b.frozen === '0.000000' && b.available === '20.000000')).toHaveLength(90);
  await expectLedgerClean(t);
});
