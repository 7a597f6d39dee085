import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken, auditActions } from '../admin/admin.test-support.ts';
import { member, postBy, search, type TestMember } from './community.test-support.ts';

describe('console: news, notices and moderation', () => {
  let t: TestApp;
  let ada: TestMember;
  let bo: TestMember;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bo] = [await member(t), await member(t)];
    op = await adminToken(t, 'reviewer');
  });
  afterAll(() => t.close());

  it('hides a post with a reason at once for members and guests, and shows it again', async () => {
    const id = await postBy(t, ada, 'spam spam spam');
    const noReason = await t.post('/api/admin/article/hide', { id, hidden: true }, { token: op });
    expect([noReason.status, noReason.msg]).toEqual([400, 'Please give a reason for hiding it']);
    const hide = await t.post('/api/admin/article/hide', { id, hidden: true, reason: 'spam' }, { token: op });
    expect(hide.data).toEqual({ id, status: 'hidden', hide_reason: 'spam' });

    expect((await t.post('/api/article/show', { id }, { token: bo.token })).status).toBe(404);
    expect((await t.post('/api/article/show', { id }, { token: ada.token })).status).toBe(404);
    expect((await t.post('/api/article/getlist', { tab: 'find' })).data.data.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await search(t, 'spam')).data.total).toBe(0);
    expect((await t.post('/api/article/votecreate', { article_id: id }, { token: bo.token })).status).toBe(404);
    expect((await t.post('/api/article/commentpost', { article_id: id, content: 'x' }, { token: bo.token })).status).toBe(404);
    expect((await t.post('/api/admin/article/hide', { id, hidden: true, reason: 'again' }, { token: op })).status).toBe(409);

    const listed = await t.post('/api/admin/article/list', { status: 'hidden' }, { token: op });
    expect(listed.data.data[0]).toMatchObject({ id, status: 'hidden', hide_reason: 'spam', user_id: ada.id });

    await t.post('/api/admin/article/hide', { id, hidden: false }, { token: op });
    expect((await t.post('/api/article/show', { id })).data.id).toBe(id);
    expect(await auditActions(t)).toEqual(expect.arrayContaining(['article_hide', 'article_unhide']));
  });

  it('hides a comment and its replies from the thread and the count', async () => {
    const id = await postBy(t, ada, 'thread');
    const top = await t.post('/api/article/commentpost', { article_id: id, content: 'rude' }, { token: bo.token });
    await t.post('/api/article/commentpost', { article_id: id, content: 'answer', reply_id: top.data.id }, { token: ada.token });
    await t.post('/api/article/commentpost', { article_id: id, content: 'fine' }, { token: ada.token });
    expect((await t.post('/api/article/show', { id })).data.comments).toBe(3);

    const hide = await t.post('/api/admin/comment/hide', { id: top.data.id, hidden: true, reason: 'insult' }, { token: op });
    expect(hide.code).toBe(1);
    const shown = await t.post('/api/article/show', { id });
    expect(shown.data.comments).toBe(1);
    expect(shown.data.comment_list.data.map((c: { content: string }) => c.content)).toEqual(['fine']);
    const reply = await t.post(
      '/api/article/commentpost',
      { article_id: id, content: 'x', reply_id: top.data.id },
      { token: ada.token },
    );
    expect(reply.status).toBe(404);

    const rows = await t.post('/api/admin/comment/list', { article_id: id }, { token: op });
    expect(rows.data.data.map((c: { content: string; status: string }) => [c.content, c.status])).toEqual([
      ['fine', 'normal'],
      ['answer', 'normal'],
      ['rude', 'hidden'],
    ]);
    expect(rows.data.data[0]!.article_title).toBe('thread');
    await t.post('/api/admin/comment/hide', { id: top.data.id, hidden: false }, { token: op });
    expect((await t.post('/api/article/show', { id })).data.comments).toBe(3);
  });

  it('keeps publishing to roles with content.publish and refuses members', async () => {
    const reviewerPublish = await t.post('/api/admin/article/publish', { type: 'news', title: 'x', content: 'y' }, { token: op });
    expect(reviewerPublish.status).toBe(403);
    const support = await adminToken(t, 'support');
    expect((await t.post('/api/admin/article/hide', { id: 1, hidden: false }, { token: support })).status).toBe(403);
    expect((await t.post('/api/admin/article/list', {}, { token: support })).code).toBe(1);
    expect((await t.post('/api/admin/article/list', {}, { token: ada.token })).status).toBe(403);
    const superOp = await adminToken(t, 'super');
    const noTitle = await t.post('/api/admin/article/publish', { type: 'notice', title: '', content: 'y' }, { token: superOp });
    expect([noTitle.status, noTitle.msg]).toEqual([400, 'Please enter a title']);
    const ok = await t.post(
      '/api/admin/article/publish',
      { type: 'notice', title: 'Hello', content: 'World' },
      { token: superOp },
    );
    expect(ok.msg).toBe('Published');
    expect(await auditActions(t)).toContain('article_publish');
  });

  it('answers 404 for unknown items', async () => {
    expect((await t.post('/api/admin/article/hide', { id: 999999, hidden: true, reason: 'x' }, { token: op })).status).toBe(404);
    expect((await t.post('/api/admin/comment/hide', { id: 999999, hidden: true, reason: 'x' }, { token: op })).status).toBe(404);
  });
});
