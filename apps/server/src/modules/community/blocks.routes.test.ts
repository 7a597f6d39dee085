/**
 * Blocking reaches the community (docs/api.md "Chat in context" — blocking): nothing a blocked member does
 * becomes a notice for the blocker (comments, likes, follows), they cannot comment on or reply in the blocker's
 * posts nor follow them, and everyone else is unaffected; unblocking restores it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { member, postBy, type TestMember } from './community.test-support.ts';

describe('blocks in the community', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const block = (who: TestMember, other: TestMember, blocked = true) =>
    t.post('/api/user/block', { user_id: other.id, blocked }, { token: who.token });
  const noticesOf = async (who: TestMember) =>
    (await t.app.ctx.db.selectFrom('notices').select('type').where('user_id', '=', who.id).orderBy('id').execute()).map(
      (n) => n.type,
    );
  const comment = (who: TestMember, articleId: number, content: string, replyId?: number) =>
    t.post('/api/article/commentpost', { article_id: articleId, content, reply_id: replyId }, { token: who.token });

  it('a blocked member’s like becomes no notice for the blocker; another member’s still does', async () => {
    const [ann, bob, cy] = [await member(t), await member(t), await member(t)];
    const post = await postBy(t, ann, 'A quiet post');
    await block(ann, bob);
    const like = await t.post('/api/article/votecreate', { article_id: post, like: true }, { token: bob.token });
    expect(like.code).toBe(1);
    expect(await noticesOf(ann)).toEqual([]);
    await t.post('/api/article/votecreate', { article_id: post, like: true }, { token: cy.token });
    expect(await noticesOf(ann)).toEqual(['like']);
  });

  it('refuses a blocked member’s comment and reply on the blocker’s post, and a reply to the blocker’s comment elsewhere', async () => {
    const [ann, bob, cy] = [await member(t), await member(t), await member(t)];
    const annPost = await postBy(t, ann, 'Ann writes');
    const cyPost = await postBy(t, cy, 'Cy writes');
    const cyComment = await comment(cy, annPost, 'First!');
    const annComment = await comment(ann, cyPost, 'Ann answers on Cy’s post');
    await block(ann, bob);

    const refusals = [
      await comment(bob, annPost, 'let me in'),
      await comment(bob, annPost, 'a reply', cyComment.data.id),
      await comment(bob, cyPost, 'to Ann', annComment.data.id),
    ];
    for (const res of refusals) expect([res.status, res.code, res.msg]).toEqual([400, 0, "You can't comment on this post"]);
    const zh = await t.post(
      '/api/article/commentpost',
      { article_id: annPost, content: 'hi' },
      { token: bob.token, locale: 'zh-CHS' },
    );
    expect(zh.msg).toBe('您无法评论这条动态');
    const stored = await t.app.ctx.db.selectFrom('article_comments').select('id').where('user_id', '=', bob.id).execute();
    expect(stored).toEqual([]);
    // Bob may still comment elsewhere, and Cy on Ann's post; Ann hears of Cy only.
    expect((await comment(bob, cyPost, 'hello Cy')).code).toBe(1);
    expect((await comment(cy, annPost, 'again')).code).toBe(1);
    expect(await noticesOf(ann)).toEqual(['comment', 'comment']);

    await block(ann, bob, false);
    expect((await comment(bob, annPost, 'thanks for unblocking')).code).toBe(1);
    expect(await noticesOf(ann)).toEqual(['comment', 'comment', 'comment']);
  });

  it('a blocked member cannot follow the blocker, and a follow made before the block tells nothing again', async () => {
    const [ann, bob, cy] = [await member(t), await member(t), await member(t)];
    await block(ann, bob);
    const res = await t.post('/api/article/attentioncreate', { user_id: ann.id }, { token: bob.token });
    expect([res.status, res.code, res.msg]).toEqual([400, 0, "You can't follow this member"]);
    const fans = await t.post('/api/article/fans', { page: 1 }, { token: ann.token });
    expect(fans.data.total).toBe(0);
    expect(await noticesOf(ann)).toEqual([]);
    // The blocker may still follow the member they blocked; others may follow the blocker.
    expect((await t.post('/api/article/attentioncreate', { user_id: bob.id }, { token: ann.token })).code).toBe(1);
    expect((await t.post('/api/article/attentioncreate', { user_id: ann.id }, { token: cy.token })).code).toBe(1);
    expect(await noticesOf(ann)).toEqual(['follow']);
  });
});
