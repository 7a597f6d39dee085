/**
 * Reviews (docs/api.md "Delivery addresses and after-sale"): the buyer rates a completed order once; a second
 * review and a review of another member's order are refused (409, 404); the merchant replies once; goods and
 * the shop show rating and rating_count; an operator hides a review with a reason (audited) and it leaves the
 * lists and the ratings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { adminToken, auditActions } from '../../admin/admin.test-support.ts';
import type { WalletMember } from '../../wallet/wallet.test-support.ts';
import { buyer, listedProduct, merchant, paidOrder, type Merchant } from '../shop.test-support.ts';
import { shippedOrder } from './after-sale.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Review Tea');
  productId = (await listedProduct(t, seller, operator, { price: '10', stock: 50 })).id;
});
afterAll(() => t.close());

async function completedOrder(who: WalletMember) {
  const order = await shippedOrder(t, who, seller, productId);
  const received = await t.post('/api/order/receiveorder', { id: order.id }, { token: who.token });
  expect(received.code, received.msg).toBe(1);
  return received.data;
}
const comment = (id: number, who: { token: string }, score: number, content = 'Fragrant, well packed') =>
  t.post('/api/order/comment', { id, score, content, images: ['/uploads/reviews/cup.webp'] }, { token: who.token });
const product = async () => (await t.post('/api/product/detail', { id: productId })).data;

describe('reviews', () => {
  it('are taken once, after completion, from the buyer only', async () => {
    const alice = await buyer(t, operator, '100');
    const paid = await paidOrder(t, alice, productId);
    expect(await comment(paid.id, alice, 5)).toMatchObject({ status: 409, code: 0 });

    const order = await completedOrder(alice);
    expect(order.actions).toEqual(['comment']);
    expect(await comment(order.id, seller, 1)).toMatchObject({ status: 404 });
    expect(await comment(order.id, await buyer(t, operator, '0'), 1)).toMatchObject({ status: 404 });

    const first = await comment(order.id, alice, 5);
    expect(first).toMatchObject({
      code: 1,
      data: { score: 5, content: 'Fragrant, well packed', images: ['/uploads/reviews/cup.webp'], reply: '' },
    });
    expect(await comment(order.id, alice, 1)).toMatchObject({ status: 409, code: 0 });
    const after = (await t.post('/api/order/detail', { id: order.id }, { token: alice.token })).data;
    expect(after).toMatchObject({ commented: true, actions: [] });
    expect(after.timeline.at(-1)).toMatchObject({ event: 'commented', actor: 'buyer' });
  });

  it('refuse a score outside 1–5 with a clear message and save nothing', async () => {
    const bob = await buyer(t, operator, '100');
    const order = await completedOrder(bob);
    const bad = await t.call('/api/order/comment', { id: order.id, score: 6 }, { token: bob.token });
    expect(bad).toMatchObject({ status: 400, code: 0 });
    expect((await t.post('/api/order/detail', { id: order.id }, { token: bob.token })).data.commented).toBe(false);
  });

  it('rate the goods and the shop, list newest first with the reviewer, and take one merchant reply', async () => {
    const before = await product();
    const carol = await buyer(t, operator, '100');
    const review = (await comment((await completedOrder(carol)).id, carol, 2, 'Too bitter')).data;
    const rated = await product();
    expect(rated.rating_count).toBe(before.rating_count + 1);
    expect(rated.shop.trust).toMatchObject({ rating_count: rated.rating_count, rating: rated.rating });
    expect(rated.shop.trust!.completed_orders).toBeGreaterThanOrEqual(3);

    const other = await merchant(t, 'Other Tea');
    expect(await t.post('/api/order/commentreply', { id: review.id, content: 'Not mine' }, { token: other.token })).toMatchObject(
      {
        status: 404,
      },
    );
    const reply = await t.post('/api/order/commentreply', { id: review.id, content: 'Try 80°C water' }, { token: seller.token });
    expect(reply.data).toMatchObject({ reply: 'Try 80°C water' });
    expect(await t.post('/api/order/commentreply', { id: review.id, content: 'Again' }, { token: seller.token })).toMatchObject({
      status: 409,
    });

    const list = (await t.post('/api/product/comments', { product_id: productId, page: 1 })).data;
    expect(list.data[0]).toMatchObject({ id: review.id, score: 2, reply: 'Try 80°C water', user: { nickname: carol.username } });
    const byShop = (await t.post('/api/product/comments', { shop_id: seller.shopId, page: 1 })).data;
    expect(byShop.total).toBe(list.total);
  });

  it('can be hidden by an operator with a reason, audited: it leaves the list and the rating', async () => {
    const dan = await buyer(t, operator, '100');
    const review = (await comment((await completedOrder(dan)).id, dan, 1, 'Spam spam')).data;
    const before = await product();
    const hidden = await t.post(
      '/api/admin/shop/review/hide',
      { id: review.id, hidden: true, reason: 'Spam' },
      { token: operator },
    );
    expect(hidden).toMatchObject({ code: 1, data: { hidden: true, hide_reason: 'Spam' } });
    expect(
      await t.post('/api/admin/shop/review/hide', { id: review.id, hidden: true, reason: 'Spam' }, { token: operator }),
    ).toMatchObject({
      status: 409,
    });
    expect((await product()).rating_count).toBe(before.rating_count - 1);
    const list = (await t.post('/api/product/comments', { product_id: productId, page: 1 })).data;
    expect(list.data.map((r) => r.id)).not.toContain(review.id);
    expect(await auditActions(t)).toContain('review_hide');
    // a member token is not an operator's
    expect(
      await t.call('/api/admin/shop/review/hide', { id: review.id, hidden: false, reason: 'x' }, { token: dan.token }),
    ).toMatchObject({
      code: 0,
    });
  });
});
