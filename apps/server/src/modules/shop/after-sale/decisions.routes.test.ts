/**
 * What both sides of a shop order read once money moved or an operator decided (docs/api.md "Delivery addresses
 * and after-sale" → `settlement`, `refund.decision`; "Notifications"): the order's `settlement` is what the ledger
 * posting did, equal to the balances' changes; a decided dispute carries the operator's reason to both sides and
 * into the `dispute_decided` notice and mail, which name the outcome with amounts written as the apps write them;
 * every notice on an order opens that order's page; timeline amounts come as a field of their own.
 */
import type { Notice } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { adminToken } from '../../admin/admin.test-support.ts';
import { deliverNotices } from '../../notices/index.ts';
import { latestNoticeId, storedNotices } from '../../notices/notices.test-support.ts';
import type { WalletMember } from '../../wallet/wallet.test-support.ts';
import { buyer, expectLedgerClean, listedProduct, merchant, paidOrder, type Merchant } from '../shop.test-support.ts';
import { askRefund, rejectedRefund, shippedOrder, usdt } from './after-sale.test-support.ts';

let t: TestApp;
let operator: string;
let seller: Merchant;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
  seller = await merchant(t, 'Decision Tea');
  productId = (await listedProduct(t, seller, operator, { price: '19', stock: 50 })).id;
});
afterAll(() => t.close());

const detail = async (id: number, who: { token: string }) =>
  (await t.post('/api/order/detail', { id }, { token: who.token })).data;
const dispute = (id: number, who: { token: string }) =>
  t.post(
    '/api/order/dispute',
    { id, reason: 'Half of it was missing', images: ['/uploads/evidence/half.webp'] },
    { token: who.token },
  );
const decide = (id: number, action: 'refund' | 'release', reason: string, amount?: string) =>
  t.post('/api/admin/review/decide', { kind: 'dispute', id, action, amount, reason }, { token: operator });
const noticeOf = async (who: WalletMember, type: Notice['type']) =>
  (await t.post('/api/notice/list', { page: 1, limit: 50 }, { token: who.token })).data.data.find((n) => n.type === type)!;

describe('money on an order is what the ledger did', () => {
  it('after a half refund the merchant reads 9.025 received, not the 18.05 a receipt would have paid', async () => {
    const ann = await buyer(t, operator, '100');
    const order = await shippedOrder(t, ann, seller, productId);
    expect(order.settlement).toBeNull();
    const before = await usdt(t, seller);
    await askRefund(t, ann, order.id, '9.5');
    const accepted = await t.post('/api/order/refundreply', { id: order.id, action: 'accept' }, { token: seller.token });
    expect(accepted.code, accepted.msg).toBe(1);
    const gained = (await usdt(t, seller)).available - before.available;
    const seen = await detail(order.id, seller);
    // 9.5 kept of 19; the fee of 0.95 in proportion is 0.475
    expect(seen.settlement).toEqual({ merchant: '9.025000', fee: '0.475000', buyer: '9.500000' });
    expect(gained).toBe(9_025_000n);
    expect(seen.income).toBe('18.050000');
    expect((await detail(order.id, ann)).settlement).toEqual(seen.settlement);
    await expectLedgerClean(t);
  });

  it('on receipt the settlement is the income and the fee; after a full refund everything went back', async () => {
    const ben = await buyer(t, operator, '100');
    const received = await shippedOrder(t, ben, seller, productId);
    expect((await t.post('/api/order/receiveorder', { id: received.id }, { token: ben.token })).code).toBe(1);
    expect((await detail(received.id, seller)).settlement).toEqual({ merchant: '18.050000', fee: '0.950000', buyer: '0.000000' });

    const refunded = await paidOrder(t, ben, productId);
    await askRefund(t, ben, refunded.id);
    expect((await t.post('/api/order/refundreply', { id: refunded.id, action: 'accept' }, { token: seller.token })).code).toBe(1);
    expect((await detail(refunded.id, seller)).settlement).toEqual({ merchant: '0.000000', fee: '0.000000', buyer: '19.000000' });
    await expectLedgerClean(t);
  });
});

describe('a decided dispute', () => {
  it('tells both sides how much was refunded and why, on the order, in the notice and in the mail', async () => {
    const cara = await buyer(t, operator, '100');
    const order = await shippedOrder(t, cara, seller, productId);
    await rejectedRefund(t, cara, seller, order.id);
    await dispute(order.id, cara);
    const decided = await decide(order.id, 'refund', 'Photos show half the goods', '9.5');
    expect(decided.code, decided.msg).toBe(1);

    for (const side of [cara, seller]) {
      const seen = await detail(order.id, side);
      expect(seen.refund!.decision).toMatchObject({
        outcome: 'refunded',
        amount: '9.500000',
        reason: 'Photos show half the goods',
      });
      expect(seen.timeline.at(-1)).toMatchObject({
        event: 'dispute_refunded',
        actor: 'operator',
        amount: '9.500000',
        note: 'Photos show half the goods',
      });
      const notice = await noticeOf(side, 'dispute_decided');
      expect(notice.body).toBe(
        `The dispute on order ${order.order_no} was decided: 9.5 USDT refunded to the buyer.\n` +
          "Operator's reason: Photos show half the goods",
      );
    }
    await deliverNotices(t.app.ctx);
    const email = (await t.app.ctx.db.selectFrom('users').select('email').where('id', '=', cara.id).executeTakeFirstOrThrow())
      .email;
    await expect.poll(() => readOutbox(t).filter((m) => m.to === email).length).toBeGreaterThan(0);
    const mail = readOutbox(t).find((m) => m.to === email)!;
    expect(mail.text).toContain('9.5 USDT refunded to the buyer');
    expect(mail.text).not.toMatch(/\d\.\d{6}/);
  });

  it('says a release to the merchant with the total, in the reader’s language', async () => {
    const dev = await buyer(t, operator, '100');
    const order = await paidOrder(t, dev, productId);
    await rejectedRefund(t, dev, seller, order.id);
    await dispute(order.id, dev);
    expect((await decide(order.id, 'release', 'Delivered as described')).code).toBe(1);
    expect((await detail(order.id, seller)).refund!.decision).toMatchObject({ outcome: 'released', amount: '0.000000' });
    const zh = await t.post('/api/notice/list', { page: 1 }, { token: dev.token, locale: 'zh-CHS' });
    expect(zh.data.data.find((n) => n.type === 'dispute_decided')!.body).toBe(
      `订单 ${order.order_no} 的纠纷已裁决：货款 19 USDT 已放款给商家。\n客服说明：Delivered as described`,
    );
  });

  it('shows the photos of the refund and of the dispute to the other side', async () => {
    const eve = await buyer(t, operator, '100');
    const order = await shippedOrder(t, eve, seller, productId);
    const asked = await t.post(
      '/api/order/refund',
      { id: order.id, reason: 'Cracked', images: ['/uploads/evidence/crack.webp'] },
      { token: eve.token },
    );
    expect(asked.code, asked.msg).toBe(1);
    expect((await detail(order.id, seller)).refund!.images).toEqual(['/uploads/evidence/crack.webp']);
    await t.post('/api/order/refundreply', { id: order.id, action: 'reject', reason: 'Not cracked' }, { token: seller.token });
    await dispute(order.id, eve);
    expect((await detail(order.id, seller)).refund!.dispute!.images).toEqual(['/uploads/evidence/half.webp']);
  });
});

describe('notices on an order', () => {
  it('every one opens that order, for the buyer and for the merchant', async () => {
    const since = await latestNoticeId(t);
    const fay = await buyer(t, operator, '100');
    const first = await shippedOrder(t, fay, seller, productId);
    await rejectedRefund(t, fay, seller, first.id);
    await dispute(first.id, fay);
    await decide(first.id, 'release', 'Fine');
    await t.post('/api/order/comment', { id: first.id, score: 5 }, { token: fay.token });
    const second = await paidOrder(t, fay, productId);
    await askRefund(t, fay, second.id);
    await t.post('/api/order/refundreply', { id: second.id, action: 'accept' }, { token: seller.token });

    const links = new Set([first.id, second.id].map((id) => `/ordercenter/timeline/timeline?id=${id}`));
    const shopTypes = new Set(['order_paid', 'order_shipped', 'order_received', 'order_cancelled', 'refund_requested']);
    const stored = (await storedNotices(t, [fay.id, seller.id], since)).filter(
      (n) =>
        shopTypes.has(n.type) || n.type.startsWith('refund_') || n.type.startsWith('dispute_') || n.type === 'review_received',
    );
    const types = new Set(stored.map((n) => n.type));
    for (const type of [
      'order_paid',
      'order_shipped',
      'refund_requested',
      'refund_rejected',
      'refund_accepted',
      'dispute_opened',
    ])
      expect(types).toContain(type);
    expect(types).toContain('dispute_decided');
    expect(types).toContain('review_received');
    for (const notice of stored) expect(links, `${notice.type} → ${notice.link}`).toContain(notice.link);
  });
});
