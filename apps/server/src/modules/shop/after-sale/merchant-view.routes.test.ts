/**
 * What the merchant's screens read (docs/api.md "Delivery addresses and after-sale" → merchant view): the Me
 * badge's `needs_action` count follows the orders waiting for each side's step, through refunds, and the shop's
 * terms give the fee rate the server charges before any goods are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { adminToken } from '../../admin/admin.test-support.ts';
import type { WalletMember } from '../../wallet/wallet.test-support.ts';
import { buyer, listedProduct, merchant, paidOrder, setShopConfig, type Merchant } from '../shop.test-support.ts';
import { askRefund, shippedOrder } from './after-sale.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let alice: WalletMember;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Badge Tea');
  alice = await buyer(t, operator, '100');
  productId = (await listedProduct(t, seller, operator, { price: '10', stock: 20 })).id;
});
afterAll(() => t.close());

const counts = async (who: { token: string }, role: 'buyer' | 'merchant') =>
  (await t.post('/api/order/counts', { role }, { token: who.token })).data;

describe('orders needing action', () => {
  it("counts the merchant's orders to ship and refunds to answer, and the buyer's to receive or dispute", async () => {
    expect(await counts(seller, 'merchant')).toEqual({ unpaid: 0, paid: 0, shipped: 0, completed: 0, needs_action: 0 });
    const toShip = await paidOrder(t, alice, productId);
    const shipped = await shippedOrder(t, alice, seller, productId);
    expect(await counts(seller, 'merchant')).toMatchObject({ paid: 1, shipped: 1, needs_action: 1 });
    expect(await counts(alice, 'buyer')).toMatchObject({ paid: 1, shipped: 1, needs_action: 1 });

    // a refund request on the shipped order: the merchant must answer it, the buyer waits
    await askRefund(t, alice, shipped.id, '4');
    expect(await counts(seller, 'merchant')).toMatchObject({ needs_action: 2 });
    expect(await counts(alice, 'buyer')).toMatchObject({ needs_action: 0 });
    // a refund request on the unpaid-for-shipping order replaces "to ship" by "to answer": still one order
    await askRefund(t, alice, toShip.id);
    expect(await counts(seller, 'merchant')).toMatchObject({ paid: 1, needs_action: 2 });

    const rejected = await t.post(
      '/api/order/refundreply',
      { id: shipped.id, action: 'reject', reason: 'It left intact' },
      { token: seller.token },
    );
    expect(rejected.code, rejected.msg).toBe(1);
    // the buyer may now dispute or receive it; the merchant has only the other request left
    expect(await counts(seller, 'merchant')).toMatchObject({ needs_action: 1 });
    expect(await counts(alice, 'buyer')).toMatchObject({ needs_action: 1 });
  });
});

describe('shop terms', () => {
  it('gives the fee rate the server charges, as configured, to anyone before listing', async () => {
    expect((await t.post('/api/shop/terms', {})).data).toEqual({
      fee_rate: '0.05',
      auto_receive_days: 7,
      refund_auto_accept_hours: 48,
    });
    await setShopConfig(t, operator, 'shop_fee_rate', '0.08');
    expect((await t.post('/api/shop/terms', {}, { token: seller.token })).data).toMatchObject({ fee_rate: '0.08' });
    await setShopConfig(t, operator, 'shop_fee_rate', '0.05');
  });
});
