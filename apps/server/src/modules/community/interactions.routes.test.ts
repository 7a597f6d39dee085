import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { member, postBy, type TestMember } from './community.test-support.ts';

describe('likes, comments and follows', () => {
  let t: TestApp;
  let ada: TestMember;
  let bo: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bo] = [await member(t), await member(t)];
  });
  afterAll(() => t.close());

  const likeRows = async (articleId: number) =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('article_likes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('article_id', '=', articleId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('toggles a like, and the like shows on the feed for the liker only', async () => {
    const id = await postBy(t, ada, 'like me');
    const on = await t.post('/api/article/votecreate', { article_id: id }, { token: bo.token });
    expect([on.data, on.msg]).toEqual([{ liked: true, likes: 1 }, 'Liked']);
    const boSees = await t.post('/api/article/show', { id }, { token: bo.token });
    expect(boSees.data).toMatchObject({ liked: true, likes: 1 });
    expect((await t.post('/api/article/show', { id }, { token: ada.token })).data.liked).toBe(false);
    const off = await t.post('/api/article/votecreate', { article_id: id }, { token: bo.token });
    expect([off.data, off.msg]).toEqual([{ liked: false, likes: 0 }, 'Like removed']);
  });

  it('counts a double tap that asks to like once, however the calls interleave', async () => {
    const id = await postBy(t, ada, 'double tap');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => t.post('/api/article/votecreate', { article_id: id, like: true }, { token: bo.token })),
    );
    expect(replies.every((r) => r.code === 1 && r.data.liked && r.data.likes === 1)).toBe(true);
    expect(await likeRows(id)).toBe(1);
  });

  it('keeps the counter equal to the likes under concurrent toggles by many members', async () => {
    const id = await postBy(t, ada, 'busy post');
    const fans = await Promise.all(Array.from({ length: 6 }, () => member(t)));
    // every member toggles twice at once, a few members a third time
    const calls = fans.flatMap((f, i) => Array.from({ length: i % 2 ? 3 : 2 }, () => f));
    await Promise.all(calls.map((f) => t.post('/api/article/votecreate', { article_id: id }, { token: f.token })));
    const shown = (await t.post('/api/article/show', { id })).data.likes;
    expect(shown).toBe(await likeRows(id));
    expect(shown).toBe(3); // odd toggles leave a like
  });

  it('refuses likes of missing articles and guests', async () => {
    expect((await t.post('/api/article/votecreate', { article_id: 424242 }, { token: bo.token })).status).toBe(404);
    expect((await t.post('/api/article/votecreate', { article_id: 1 })).status).toBe(401);
  });

  it('threads replies under their comment with the name replied to, and counts them', async () => {
    const id = await postBy(t, ada, 'discuss');
    const top = await t.post('/api/article/commentpost', { article_id: id, content: 'Where?' }, { token: bo.token });
    expect([top.code, top.msg]).toEqual([1, 'Comment posted']);
    const answer = await t.post(
      '/api/article/commentpost',
      { article_id: id, content: 'Lagos', reply_id: top.data.id },
      { token: ada.token },
    );
    expect(answer.data).toMatchObject({ reply_id: top.data.id, reply_to: { id: bo.id, nickname: bo.nickname } });
    await t.post(
      '/api/article/commentpost',
      { article_id: id, content: 'Thanks', reply_id: answer.data.id },
      { token: bo.token },
    );
    const list = await t.post('/api/article/comments', { article_id: id });
    expect(list.data.total).toBe(1);
    const thread = list.data.data[0]!;
    expect(thread).toMatchObject({ id: top.data.id, reply_count: 2 });
    expect(thread.replies.map((r) => [r.content, r.reply_to?.nickname])).toEqual([
      ['Lagos', bo.nickname],
      ['Thanks', ada.nickname],
    ]);
    expect((await t.post('/api/article/show', { id })).data.comments).toBe(3);
  });

  it('refuses empty and too long comments, replies to another article and unknown comments', async () => {
    const one = await postBy(t, ada, 'one');
    const two = await postBy(t, ada, 'two');
    const elsewhere = await t.post('/api/article/commentpost', { article_id: two, content: 'hi' }, { token: bo.token });
    const refusals = await Promise.all([
      t.post('/api/article/commentpost', { article_id: one, content: '  ' }, { token: bo.token }),
      t.post('/api/article/commentpost', { article_id: one, content: 'x'.repeat(501) }, { token: bo.token }),
      t.post('/api/article/commentpost', { article_id: one, content: 'hi', reply_id: elsewhere.data.id }, { token: bo.token }),
      t.post('/api/article/commentpost', { article_id: one, content: 'hi', reply_id: 987654 }, { token: bo.token }),
      t.post('/api/article/commentpost', { article_id: 987654, content: 'hi' }, { token: bo.token }),
      t.post('/api/article/commentpost', { article_id: one, content: 'hi' }),
    ]);
    expect(refusals.map((r) => [r.status, r.msg])).toEqual([
      [400, 'A comment cannot be empty'],
      [400, 'The comment is too long (at most 500 characters)'],
      [400, 'You can only reply to a comment on the same post'],
      [404, 'This comment does not exist or has been removed'],
      [404, 'This post does not exist or has been removed'],
      [401, 'Login expired, please log in again'],
    ]);
    expect((await t.post('/api/article/show', { id: one })).data.comments).toBe(0);
  });

  it('follows and unfollows idempotently, refuses following oneself and unknown members', async () => {
    const twice = await Promise.all([
      t.post('/api/article/attentioncreate', { user_id: bo.id }, { token: ada.token }),
      t.post('/api/article/attentioncreate', { user_id: bo.id }, { token: ada.token }),
    ]);
    expect(twice.map((r) => r.data)).toEqual([{ following: true }, { following: true }]);
    const mine = await t.post('/api/article/attention', {}, { token: ada.token });
    expect(mine.data).toMatchObject({ total: 1, data: [{ id: bo.id, following: true, follows_me: false }] });
    const fans = await t.post('/api/article/fans', {}, { token: bo.token });
    expect(fans.data).toMatchObject({
      total: 1,
      data: [{ id: ada.id, nickname: ada.nickname, following: false, follows_me: true }],
    });

    const self = await t.post('/api/article/attentioncreate', { user_id: ada.id }, { token: ada.token });
    expect([self.status, self.msg]).toEqual([400, 'You cannot follow yourself']);
    expect((await t.post('/api/article/attentioncreate', { user_id: 999999 }, { token: ada.token })).status).toBe(404);

    for (let i = 0; i < 2; i++)
      expect((await t.post('/api/article/attentiondelete', { user_id: bo.id }, { token: ada.token })).data).toEqual({
        following: false,
      });
    expect((await t.post('/api/article/fans', {}, { token: bo.token })).data.total).toBe(0);
  });
});
