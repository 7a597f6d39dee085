/**
 * Every decision an operator or a trading partner takes tells the member concerned (docs/api.md
 * "Notifications"): exactly one notice for the right member and none for anyone else, in the decision's
 * transaction — a second, refused decision adds nothing. Console decisions run the same services.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { labelMember, reviewShop, shopBody } from '../labels/labels.test-support.ts';
import { goods, listedProduct, merchant, paidOrder } from '../shop/shop.test-support.ts';
import { basicBody, decide as decideVerify, pendingItemOf, signedInMember } from '../verification/verification.test-support.ts';
import { adjust, decide, PAY, usableAddress, walletMember, walletOperator } from '../wallet/wallet.test-support.ts';
import { expectNoticesSince, latestNoticeId, storedNotices } from './notices.test-support.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
});
afterAll(async () => {
  await t.close();
});

let hashes = 0;
async function pendingDeposit(memberToken: string) {
  const hash = `0x${(++hashes).toString(16).padStart(2, '0').repeat(32)}`;
  const sent = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'TRC20', amount: '25', hash }, { token: memberToken });
  expect(sent.code, sent.msg).toBe(1);
  // With a hash the reply is the recorded deposit (without one it is the deposit address).
  if (!sent.data || !('id' in sent.data)) throw new Error('expected the recorded deposit');
  return sent.data.id;
}

describe('wallet decisions', () => {
  it('tells the member of a passed and a rejected deposit, once each', async () => {
    const ann = await walletMember(t);
    const [first, second] = [await pendingDeposit(ann.token), await pendingDeposit(ann.token)];
    const since = await latestNoticeId(t);
    expect((await decide(t, operator, 'deposit', first, 'pass')).code).toBe(1);
    expect((await decide(t, operator, 'deposit', second, 'reject', 'Hash not found on chain')).code).toBe(1);
    expect((await decide(t, operator, 'deposit', second, 'pass')).status).toBe(409);
    await expectNoticesSince(t, since, { [ann.id]: ['deposit_passed', 'deposit_rejected'] });
    const list = await t.post('/api/notice/list', { page: 1 }, { token: ann.token });
    expect(list.data.data[0]).toMatchObject({
      title: 'Deposit not credited',
      body: 'Your deposit of 25 USDT was rejected: Hash not found on chain',
      link: '/page/wallet/deposits',
    });
  });

  it('tells the member of a passed and a rejected withdrawal', async () => {
    const ann = await walletMember(t);
    await adjust(t, operator, ann.id, 'USDT', '500');
    await usableAddress(t.app.ctx.db, ann.id, 'USDT', 'TRC20', 'TMEMBERWITHDRAWADDR0001');
    const ids: number[] = [];
    for (const amount of ['100', '120']) {
      const res = await t.post(
        '/api/user/tx',
        { coin: 'USDT', chain: 'TRC20', address: 'TMEMBERWITHDRAWADDR0001', amount, paypassword: PAY },
        { token: ann.token },
      );
      expect(res.code, res.msg).toBe(1);
      ids.push(res.data.id);
    }
    const since = await latestNoticeId(t);
    expect((await decide(t, operator, 'withdraw', ids[0]!, 'pass')).code).toBe(1);
    expect((await decide(t, operator, 'withdraw', ids[1]!, 'reject', 'Address on a block list')).code).toBe(1);
    await expectNoticesSince(t, since, { [ann.id]: ['withdraw_passed', 'withdraw_rejected'] });
  });
});

describe('verification and shop reviews', () => {
  it('tells the member of a passed and a rejected identity verification', async () => {
    const reviewer = await adminToken(t, 'reviewer');
    const [ann, bob] = [await signedInMember(t), await signedInMember(t)];
    for (const [who, id] of [
      [ann, 'G10000001'],
      [bob, 'G10000002'],
    ] as const)
      expect((await t.post('/api/user/submitid', basicBody(id), { token: who.token })).code).toBe(1);
    const since = await latestNoticeId(t);
    expect((await decideVerify(t, reviewer, (await pendingItemOf(t, reviewer, ann.user.id)).id, 'pass')).code).toBe(1);
    const bobItem = await pendingItemOf(t, reviewer, bob.user.id);
    expect((await decideVerify(t, reviewer, bobItem.id, 'reject', 'The photo is blurred')).code).toBe(1);
    await expectNoticesSince(t, since, { [ann.user.id]: ['verify_passed'], [bob.user.id]: ['verify_rejected'] });
  });

  it('tells the applicant of a passed and a rejected shop', async () => {
    const [ann, bob] = [await labelMember(t), await labelMember(t)];
    const annShop = await t.post('/api/lable/addshop', shopBody(), { token: ann.token });
    const bobShop = await t.post('/api/lable/addshop', shopBody({ name: 'Bob Bakery' }), { token: bob.token });
    const since = await latestNoticeId(t);
    await reviewShop(t, operator, annShop.data.id, 'pass');
    await reviewShop(t, operator, bobShop.data.id, 'reject', 'The licence is expired');
    await expectNoticesSince(t, since, { [ann.id]: ['shop_passed'], [bob.id]: ['shop_rejected'] });
    const [notice] = (await t.post('/api/notice/list', { page: 1 }, { token: bob.token, locale: 'zh-CHT' })).data.data;
    expect(notice!.body).toBe('您的店鋪 Bob Bakery 未通過審核：The licence is expired');
  });

  it('tells the merchant of passed and rejected goods, linking to the goods or to the editor', async () => {
    const seller = await merchant(t);
    const since = await latestNoticeId(t);
    const listed = await listedProduct(t, seller, operator);
    const added = await t.post('/api/product/addproduct', goods({ name: 'Oolong 100 g' }), { token: seller.token });
    const reject = { kind: 'product', id: added.data.id, action: 'reject', reason: 'Blurry photos' } as const;
    expect((await t.post('/api/admin/review/decide', reject, { token: operator })).code).toBe(1);
    await expectNoticesSince(t, since, { [seller.id]: ['goods_passed', 'goods_rejected'] });
    expect((await storedNotices(t, [seller.id])).map((n) => n.link)).toEqual([
      `/page/mapshop/goodsinfos?id=${listed.id}`,
      `/shop/publicgoods/publicgoods?id=${added.data.id}`,
    ]);
  });
});

describe('shop orders', () => {
  async function buyer() {
    const member = await walletMember(t);
    await adjust(t, operator, member.id, 'USDT', '1000');
    return member;
  }

  it('tells the merchant of payment and receipt, and the buyer of shipping', async () => {
    const seller = await merchant(t);
    const product = await listedProduct(t, seller, operator);
    const ann = await buyer();
    const since = await latestNoticeId(t);
    const order = await paidOrder(t, ann, product.id);
    const shipped = await t.post(
      '/api/order/sendorder',
      { id: order.id, express: 'SF', tracking_no: 'SF100' },
      { token: seller.token },
    );
    expect(shipped.code, shipped.msg).toBe(1);
    expect((await t.post('/api/order/receiveorder', { id: order.id }, { token: ann.token })).code).toBe(1);
    await expectNoticesSince(t, since, { [seller.id]: ['order_paid', 'order_received'], [ann.id]: ['order_shipped'] });
  });

  it('tells the merchant when the buyer cancels, and a refused cancel tells no one', async () => {
    const seller = await merchant(t);
    const product = await listedProduct(t, seller, operator);
    const ann = await buyer();
    const created = await t.post(
      '/api/order/create',
      { product_id: product.id, quantity: 1, address: '2 Bay Road' },
      { token: ann.token },
    );
    expect(created.code, created.msg).toBe(1);
    const since = await latestNoticeId(t);
    expect((await t.post('/api/order/cancel', { id: created.data.id }, { token: ann.token })).code).toBe(1);
    expect((await t.post('/api/order/cancel', { id: created.data.id }, { token: ann.token })).code).toBe(0);
    await expectNoticesSince(t, since, { [seller.id]: ['order_cancelled'] });
  });
});
