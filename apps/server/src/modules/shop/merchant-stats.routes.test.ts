/**
 * The merchant figures (docs/api.md "Shop marketplace": /api/shop/merchantstats) against orders the test made
 * through the shop's own flows: paid, refunded, disputed, reviewed, unpaid, and one from ten days ago.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { buyer, expectLedgerClean, listedProduct, merchant, paidOrder } from './shop.test-support.ts';

const DAY = 86_400;
let t: TestApp;
let op: string;

beforeAll(async () => {
  t = await createTestApp();
  op = await adminToken(t);
});
afterAll(() => t.close());

const stats = (token: string) => t.post('/api/shop/merchantstats', {}, { token });

describe('/api/shop/merchantstats', () => {
  it('counts the orders, sales, refunds and disputes of 7 and 30 days, the rating and the goods sold most', async () => {
    const seller = await merchant(t);
    const tea = await listedProduct(t, seller, op, { name: 'Jasmine tea', price: '10' });
    const cups = await listedProduct(t, seller, op, { name: 'Tea cups', price: '4' });
    const ann = await buyer(t, op, '500');

    const refunded = await paidOrder(t, ann, tea.id, 2);
    await t.post('/api/order/refund', { id: refunded.id, reason: 'Ordered twice by mistake' }, { token: ann.token });
    const accepted = await t.post('/api/order/refundreply', { id: refunded.id, action: 'accept' }, { token: seller.token });
    expect(accepted.code, accepted.msg).toBe(1);

    const disputed = await paidOrder(t, ann, tea.id, 1);
    await t.post('/api/order/refund', { id: disputed.id, reason: 'Arrived too late for the party' }, { token: ann.token });
    const rejected = await t.post(
      '/api/order/refundreply',
      { id: disputed.id, action: 'reject', reason: 'It was sent on time' },
      { token: seller.token },
    );
    expect(rejected.code, rejected.msg).toBe(1);
    const opened = await t.post(
      '/api/order/dispute',
      { id: disputed.id, reason: 'The parcel came a week late' },
      { token: ann.token },
    );
    expect(opened.code, opened.msg).toBe(1);

    const reviewed = await paidOrder(t, ann, cups.id, 1);
    const shipped = await t.post(
      '/api/order/sendorder',
      { id: reviewed.id, express: 'SF', tracking_no: 'SF100' },
      { token: seller.token },
    );
    expect(shipped.code, shipped.msg).toBe(1);
    expect((await t.post('/api/order/receiveorder', { id: reviewed.id }, { token: ann.token })).code).toBe(1);
    const comment = await t.post(
      '/api/order/comment',
      { id: reviewed.id, score: 4, content: 'Pretty cups' },
      { token: ann.token },
    );
    expect(comment.code, comment.msg).toBe(1);
    await t.app.ctx.db
      .updateTable('shop_orders')
      .set((eb) => ({ createtime: eb('createtime', '-', 10 * DAY), paytime: eb('paytime', '-', 10 * DAY) }))
      .where('id', '=', reviewed.id)
      .execute();

    const unpaid = await t.post(
      '/api/order/create',
      { product_id: cups.id, quantity: 3, address: '2 Bay Road' },
      { token: ann.token },
    );
    expect(unpaid.code, unpaid.msg).toBe(1);

    const res = await stats(seller.token);
    expect(res.code, res.msg).toBe(1);
    expect(res.data).toEqual({
      windows: [
        { days: 7, orders: 2, sales: '30.000000', refunds: 1, disputes: 1 },
        { days: 30, orders: 3, sales: '34.000000', refunds: 1, disputes: 1 },
      ],
      rating: 4,
      rating_count: 1,
      top: [
        { product_id: tea.id, name: 'Jasmine tea', image: expect.any(String), quantity: 3, sales: '30.000000' },
        { product_id: cups.id, name: 'Tea cups', image: expect.any(String), quantity: 1, sales: '4.000000' },
      ],
    });
    await expectLedgerClean(t);
  });

  it('answers an empty shop with zeros and a member without a shop with 404', async () => {
    const seller = await merchant(t);
    expect((await stats(seller.token)).data).toEqual({
      windows: [
        { days: 7, orders: 0, sales: '0.000000', refunds: 0, disputes: 0 },
        { days: 30, orders: 0, sales: '0.000000', refunds: 0, disputes: 0 },
      ],
      rating: 0,
      rating_count: 0,
      top: [],
    });
    const member = await buyer(t, op, '0');
    const refused = await stats(member.token);
    expect(refused.status).toBe(404);
    expect(refused.msg).not.toBe('');
    expect((await t.post('/api/shop/merchantstats', {})).status).toBe(401);
  });
});
