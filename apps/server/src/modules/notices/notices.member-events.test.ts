/**
 * Notices members cause each other and the ones time brings (docs/api.md "Notifications"): a P2P ad taken
 * and the order's end for both sides, a follow, a comment or like on one's post (never for one's own, and
 * no second like notice while the first is unread), and the VIP reminder once per end date.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { runJob } from '../../core/jobs.ts';
import { member, postBy } from '../community/community.test-support.ts';
import { openAd, operator, runExpire, runSettle, setP2p, take, trader } from '../p2p/p2p.test-support.ts';
import { VIP_JOBS } from '../vip/vip-expiry-notices.ts';
import { expectNoticesSince, latestNoticeId, storedNotices } from './notices.test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await operator(t);
  await setP2p(t, op, 'p2p_auto_match', false);
});
afterEach(() => clock.reset());
afterAll(async () => {
  await t.close();
});

describe('P2P orders', () => {
  async function takenAd() {
    const seller = await trader(t, { PI: '10' });
    const buyer = await trader(t, { USDT: '1000' });
    const ad = await openAd(t, seller, { type: 'sell', quantity: '10', price: '2', min_quantity: '1' });
    const since = await latestNoticeId(t);
    const placed = await take(t, buyer, ad, '3');
    expect(placed.code, placed.msg).toBe(1);
    return { seller, buyer, order: placed.data, since };
  }

  it('tells the advertiser their ad was taken, and both sides when the order completes', async () => {
    await setP2p(t, op, 'p2p_review_over_usdt', '5000');
    const { seller, buyer, order, since } = await takenAd();
    await expectNoticesSince(t, since, { [seller.id]: ['p2p_taken'] });
    clock.advance(60);
    expect(await runSettle(t)).toBe(1);
    await expectNoticesSince(t, since, { [seller.id]: ['p2p_taken', 'p2p_completed'], [buyer.id]: ['p2p_completed'] });
    expect((await storedNotices(t, [buyer.id]))[0]!.link).toBe(`/page/business/orderinfo?id=${order.id}`);
  });

  it('tells both sides when the payment window runs out', async () => {
    await setP2p(t, op, 'p2p_review_over_usdt', '5');
    const { seller, buyer, since } = await takenAd();
    clock.advance(24 * 3600);
    expect(await runExpire(t)).toBe(1);
    expect(await runExpire(t)).toBe(0);
    await expectNoticesSince(t, since, { [seller.id]: ['p2p_taken', 'p2p_expired'], [buyer.id]: ['p2p_expired'] });
  });
});

describe('community', () => {
  it('tells a member of a new follower once, however often the follow is repeated or toggled while unread', async () => {
    const [ann, bob] = [await member(t), await member(t)];
    const since = await latestNoticeId(t);
    for (const path of ['attentioncreate', 'attentioncreate', 'attentiondelete', 'attentioncreate'] as const)
      expect((await t.post(`/api/article/${path}`, { user_id: ann.id }, { token: bob.token })).code).toBe(1);
    await expectNoticesSince(t, since, { [ann.id]: ['follow'] });
    const [notice] = (await t.post('/api/notice/list', { page: 1 }, { token: ann.token, locale: 'ko' })).data.data;
    expect(notice).toMatchObject({ body: `${bob.nickname}님이 회원님을 팔로우하기 시작했습니다.`, link: '/my/fans' });
  });

  it('tells the author of comments and likes by others, not of their own', async () => {
    const [ann, bob] = [await member(t), await member(t)];
    const post = await postBy(t, ann, 'Sunrise over Marina Bay');
    const since = await latestNoticeId(t);
    await t.post('/api/article/commentpost', { article_id: post, content: 'Beautiful!' }, { token: bob.token });
    await t.post('/api/article/commentpost', { article_id: post, content: 'Thanks' }, { token: ann.token });
    await t.post('/api/article/votecreate', { article_id: post, like: true }, { token: ann.token });
    await t.post('/api/article/votecreate', { article_id: post, like: true }, { token: bob.token });
    await expectNoticesSince(t, since, { [ann.id]: ['comment', 'like'] });
    expect((await storedNotices(t, [ann.id])).map((n) => n.link)).toEqual([
      `/community/adtidetail/adtidetail?id=${post}`,
      `/community/adtidetail/adtidetail?id=${post}`,
    ]);
  });

  it('does not repeat a like notice while it is unread; once read, a new like tells again', async () => {
    const [ann, bob] = [await member(t), await member(t)];
    const post = await postBy(t, ann, 'Hawker centre review');
    const since = await latestNoticeId(t);
    for (let i = 0; i < 4; i++) await t.post('/api/article/votecreate', { article_id: post }, { token: bob.token });
    await expectNoticesSince(t, since, { [ann.id]: ['like'] });
    await t.post('/api/notice/read', { all: true }, { token: ann.token });
    await t.post('/api/article/votecreate', { article_id: post }, { token: bob.token });
    await expectNoticesSince(t, since, { [ann.id]: ['like', 'like'] });
  });
});

describe('VIP reminder', () => {
  async function vipMember(endsInDays: number) {
    const who = await member(t);
    const expiretime = clock.now() + endsInDays * 86_400;
    await t.app.ctx.db.updateTable('users').set({ vip_level: 1, vip_expiretime: expiretime }).where('id', '=', who.id).execute();
    return { ...who, expiretime };
  }

  it('reminds a member whose VIP ends within 3 days once per end date, and again after a renewal', async () => {
    const soon = await vipMember(2);
    const later = await vipMember(10);
    const since = await latestNoticeId(t);
    await runJob(t.app.ctx, VIP_JOBS.expiring);
    await runJob(t.app.ctx, VIP_JOBS.expiring);
    await expectNoticesSince(t, since, { [soon.id]: ['vip_expiring'] });
    const [notice] = (await t.post('/api/notice/list', { page: 1 }, { token: soon.token })).data.data;
    expect(notice).toMatchObject({ body: 'Your VIP membership ends in 2 days. Renew it to keep your benefits.' });

    // Renewed for a day more, then that end date comes near as well: one more reminder.
    await t.app.ctx.db
      .updateTable('users')
      .set({ vip_expiretime: soon.expiretime + 86_400 })
      .where('id', '=', soon.id)
      .execute();
    await runJob(t.app.ctx, VIP_JOBS.expiring);
    clock.advance(8 * 86_400);
    await runJob(t.app.ctx, VIP_JOBS.expiring);
    await expectNoticesSince(t, since, { [soon.id]: ['vip_expiring', 'vip_expiring'], [later.id]: ['vip_expiring'] });
  });
});
