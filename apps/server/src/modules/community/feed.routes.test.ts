import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { member, postBy, search, type TestMember } from './community.test-support.ts';

describe('community feed', () => {
  let t: TestApp;
  let ada: TestMember;
  let bo: TestMember;
  let cy: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bo, cy] = [await member(t), await member(t), await member(t)];
  });
  afterAll(() => t.close());

  it('publishes a post with a title and images and shows it to guests with its author', async () => {
    const res = await t.post(
      '/api/article/post',
      { title: 'Market day', content: 'Fresh bread for PI', images: ['/uploads/2026/11/a.jpg'] },
      { token: ada.token },
    );
    expect(res.code).toBe(1);
    expect(res.msg).toBe('Posted');
    expect(res.data).toMatchObject({
      type: 'post',
      title: 'Market day',
      images: ['/uploads/2026/11/a.jpg'],
      likes: 0,
      comments: 0,
    });
    expect(res.data.author).toMatchObject({ id: ada.id, nickname: ada.nickname });
    expect(res.data.is_mine).toBe(true);
    const feed = await t.post('/api/article/getlist', { tab: 'find' });
    expect(feed.data.data[0]).toMatchObject({ id: res.data.id, liked: false, following: false, is_mine: false });
  });

  it('refuses an empty post, a long title, images that are not uploads and more than 9 images', async () => {
    const refusals = await Promise.all([
      t.post('/api/article/post', { content: '   ' }, { token: ada.token }),
      t.post('/api/article/post', { content: 'x', title: 'y'.repeat(101) }, { token: ada.token }),
      t.post('/api/article/post', { content: 'x', images: ['https://evil.example/a.jpg'] }, { token: ada.token }),
      t.post('/api/article/post', { content: 'x', images: Array(10).fill('/uploads/2026/11/a.jpg') }, { token: ada.token }),
    ]);
    expect(refusals.map((r) => [r.status, r.msg])).toEqual([
      [400, 'Please write something before posting'],
      [400, 'The title is too long (at most 100 characters)'],
      [400, 'Images must be pictures uploaded to this app'],
      [400, 'You can add at most 9 images'],
    ]);
  });

  it('asks guests to sign in before posting or reading the follow tab', async () => {
    expect((await t.post('/api/article/post', { content: 'hi' })).status).toBe(401);
    expect((await t.post('/api/article/getlist', { tab: 'follow' })).code).toBe(401);
  });

  it('orders newest first, breaks ties by id, and pages without repeats or gaps', async () => {
    const fresh = await createTestApp();
    try {
      const who = await member(fresh);
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) {
        ids.push(await postBy(fresh, who, `post ${i}`));
        if (i % 3 === 2) clock.advance(10); // several posts share a second
      }
      const pages = [];
      for (let page = 1; page <= 3; page++)
        pages.push((await fresh.post('/api/article/getlist', { tab: 'find', page, limit: 3 })).data);
      expect(pages[0]).toMatchObject({ total: 7, per_page: 3, current_page: 1, last_page: 3 });
      expect(pages.flatMap((p) => p.data.map((a: { id: number }) => a.id))).toEqual([...ids].reverse());
    } finally {
      await fresh.close();
    }
  });

  it('shows only posts by members I follow on the follow tab', async () => {
    const mine = await postBy(t, bo, 'bo writes');
    await postBy(t, cy, 'cy writes');
    await t.post('/api/article/attentioncreate', { user_id: bo.id }, { token: ada.token });
    const follow = await t.post('/api/article/getlist', { tab: 'follow' }, { token: ada.token });
    expect(follow.data.data.map((a: { id: number }) => a.id)).toEqual([mine]);
    expect(follow.data.data[0]!.following).toBe(true);
    const none = await t.post('/api/article/getlist', { tab: 'follow' }, { token: cy.token });
    expect(none.data).toMatchObject({ total: 0, data: [] });
  });

  it('shows an article with its first page of comments, and 404 for an unknown id', async () => {
    const id = await postBy(t, cy, 'detail me');
    await t.post('/api/article/commentpost', { article_id: id, content: 'first!' }, { token: bo.token });
    const show = await t.post('/api/article/show', { id });
    expect(show.data).toMatchObject({ id, comments: 1, comment_list: { total: 1 } });
    expect(show.data.comment_list.data[0]).toMatchObject({ content: 'first!', author: { id: bo.id } });
    const missing = await t.post('/api/article/show', { id: 999999 });
    expect([missing.status, missing.msg]).toEqual([404, 'This post does not exist or has been removed']);
  });

  it('finds articles by words of the title or text, case-insensitively and literally', async () => {
    await postBy(t, cy, 'Selling COFFEE beans', { title: 'Beans' });
    await postBy(t, cy, 'discount 100% off');
    const coffee = await search(t, 'coffee');
    expect(coffee.data.data.map((a: { content: string }) => a.content)).toEqual(['Selling COFFEE beans']);
    const percent = await search(t, '0%');
    expect(percent.data.data.map((a: { content: string }) => a.content)).toEqual(['discount 100% off']);
    expect((await search(t, '')).status).toBe(400);
  });

  it('lists news and notices published by the operators, not on the member feeds', async () => {
    const { adminToken } = await import('../admin/admin.test-support.ts');
    const op = await adminToken(t);
    const news = await t.post(
      '/api/admin/article/publish',
      { type: 'news', title: 'Mainnet', content: 'Open now' },
      { token: op },
    );
    const notice = await t.post(
      '/api/admin/article/publish',
      { type: 'notice', title: 'Maintenance', content: 'Sunday' },
      { token: op },
    );
    expect(news.data).toMatchObject({ type: 'news', author: null });
    expect((await t.post('/api/article/news', {})).data.data.map((a: { id: number }) => a.id)).toEqual([news.data.id]);
    expect((await t.post('/api/article/gg', {})).data.data.map((a: { id: number }) => a.id)).toEqual([notice.data.id]);
    const find = await t.post('/api/article/getlist', { tab: 'find', limit: 100 });
    expect(find.data.data.some((a: { type: string }) => a.type !== 'post')).toBe(false);
  });
});
