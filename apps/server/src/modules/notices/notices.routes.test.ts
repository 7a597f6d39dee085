/**
 * The notice centre (docs/api.md "Notifications"): a member lists their own notices in their language,
 * marks them read (one by one or all), and sees unread counts; another member's ids change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify } from './index.ts';
import { noticeMember } from './notices.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function give(userId: number, count: number) {
  for (let i = 0; i < count; i++)
    await notify(t.app.ctx.db, {
      userId,
      type: 'withdraw_passed',
      params: { amount: `${i + 1}.5`, coin: 'USDT' },
      link: '/page/wallet/wallet',
    });
}

describe('notice list', () => {
  it('lists my notices newest first, rendered in the language of the request, with the unread count', async () => {
    const ann = await noticeMember(t);
    await give(ann.id, 3);
    const en = await t.post('/api/notice/list', { page: 1 }, { token: ann.token });
    expect(en.code).toBe(1);
    expect(en.data.total).toBe(3);
    expect(en.data.unread).toBe(3);
    expect(en.data.data[0]).toMatchObject({
      type: 'withdraw_passed',
      title: 'Withdrawal approved',
      body: 'Your withdrawal of 3.5 USDT was approved and is on its way.',
      link: '/page/wallet/wallet',
      read: false,
    });
    const ja = await t.post('/api/notice/list', { page: 1, limit: 2 }, { token: ann.token, locale: 'ja' });
    expect(ja.data.data).toHaveLength(2);
    expect(ja.data.last_page).toBe(2);
    expect(ja.data.data[0]!.title).toBe('出金が承認されました');
  });

  it('filters by group and by unread', async () => {
    const ann = await noticeMember(t);
    await give(ann.id, 2);
    await notify(t.app.ctx.db, { userId: ann.id, type: 'follow', params: { nickname: 'bob' }, link: '/my/fans' });
    const community = await t.post('/api/notice/list', { page: 1, group: 'community' }, { token: ann.token });
    expect(community.data.data.map((n) => n.type)).toEqual(['follow']);
    expect(community.data.data[0]!.body).toBe('bob started following you.');
    const first = (await t.post('/api/notice/list', { page: 1 }, { token: ann.token })).data.data[0]!;
    await t.post('/api/notice/read', { ids: [first.id] }, { token: ann.token });
    const unread = await t.post('/api/notice/list', { page: 1, unread: true }, { token: ann.token });
    expect(unread.data.total).toBe(2);
    expect(unread.data.data.every((n) => !n.read)).toBe(true);
  });

  it('refuses a bad group or page with a localized message and no 500', async () => {
    const ann = await noticeMember(t);
    const res = await t.post('/api/notice/list', { page: 1, group: 'money' }, { token: ann.token });
    expect(res.status).toBeLessThan(500);
    expect(res.code).toBe(0);
    expect(res.msg).toBeTruthy();
    expect((await t.post('/api/notice/list', { page: 1 })).status).toBe(401);
  });
});

describe('read marks and counts', () => {
  it('marks chosen notices, then all, read; unread and chat_unread count what is left', async () => {
    const ann = await noticeMember(t);
    await give(ann.id, 3);
    const list = (await t.post('/api/notice/list', { page: 1 }, { token: ann.token })).data.data;
    const one = await t.post('/api/notice/read', { ids: [list[0]!.id] }, { token: ann.token });
    expect(one.data).toEqual({ unread: 2 });
    expect((await t.post('/api/notice/unread', {}, { token: ann.token })).data).toEqual({ unread: 2, chat_unread: 0 });
    expect((await t.post('/api/notice/read', { all: true }, { token: ann.token })).data).toEqual({ unread: 0 });
    const after = await t.post('/api/notice/list', { page: 1 }, { token: ann.token });
    expect(after.data.data.every((n) => n.read)).toBe(true);
  });

  it("reading another member's notice ids changes nothing", async () => {
    const ann = await noticeMember(t);
    const bob = await noticeMember(t);
    await give(ann.id, 2);
    const annIds = (await t.post('/api/notice/list', { page: 1 }, { token: ann.token })).data.data.map((n) => n.id);
    const res = await t.post('/api/notice/read', { ids: annIds }, { token: bob.token });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ unread: 0 });
    expect((await t.post('/api/notice/unread', {}, { token: ann.token })).data.unread).toBe(2);
  });

  it('counts unread chat messages beside notices', async () => {
    const ann = await noticeMember(t);
    const bob = await noticeMember(t);
    await t.post('/api/wanlshop/chat/send', { to_id: ann.id, type: 'text', content: 'hello' }, { token: bob.token });
    expect((await t.post('/api/notice/unread', {}, { token: ann.token })).data).toEqual({ unread: 0, chat_unread: 1 });
  });

  it('refuses an empty or malformed read without changing anything', async () => {
    const ann = await noticeMember(t);
    await give(ann.id, 1);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const res = await t.call('/api/notice/read', body, { token: ann.token });
      expect([res.status < 500, res.code]).toEqual([true, 0]);
    }
    expect((await t.post('/api/notice/unread', {}, { token: ann.token })).data.unread).toBe(1);
  });
});
