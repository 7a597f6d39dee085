/**
 * The console's report queue (docs/api.md "Chat in context"): open reports with the reported content (a message
 * with the conversation around it), and the decisions — hide (message, post, goods hidden from others), warn (a
 * notice to the member), freeze (the member's requests refused), dismiss — each audited, closing every open
 * report on the target, a second decision refused (409); reviewers decide, support only reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { chatMember, send } from '../chat/chat.test-support.ts';
import { postBy } from '../community/community.test-support.ts';
import { listedProduct, merchant } from '../shop/shop.test-support.ts';

type Member = { id: number; token: string };

describe('the report queue (docs/api.md "Chat in context")', () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    op = await adminToken(t, 'reviewer');
  });
  afterAll(() => t.close());

  const report = async (who: Member, target: string, id: number, reason = 'Abusive') => {
    const res = await t.post('/api/user/report', { target, id, reason }, { token: who.token });
    expect(res.code, res.msg).toBe(1);
    return res.data.id;
  };
  const decide = (id: number, action: string, note?: string, token = op) =>
    t.post('/api/admin/report/decide', { id, action, note }, { token });
  const auditOf = (action: string) =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();
  const noticesOf = (userId: number) =>
    t.app.ctx.db.selectFrom('notices').select(['type', 'params']).where('user_id', '=', userId).orderBy('id').execute();

  it('lists an open report on a message with the conversation around it; hiding removes it from the recipient only', async () => {
    const [ann, bob] = [await chatMember(t), await chatMember(t)];
    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'Hi Bob' });
    const bad = (await send(t, bob.token, { to_id: ann.id, type: 'text', content: 'Send me your pay password' })).data;
    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'No!' });
    const id = await report(ann, 'message', bad.id, 'Phishing');

    const list = await t.post('/api/admin/report/list', { page: 1, target: 'message' }, { token: op });
    const item = list.data.data.find((r) => r.id === id)!;
    expect(item).toMatchObject({
      target: 'message',
      target_id: bad.id,
      reason: 'Phishing',
      status: 'open',
      action: null,
      reporter: { id: ann.id },
      reported: { id: bob.id },
      content: { text: 'Send me your pay password', hidden: false },
    });
    expect(item.content!.conversation!.map((line) => line.content)).toEqual(['Hi Bob', 'Send me your pay password', 'No!']);

    const hidden = await decide(id, 'hide', 'Phishing attempt');
    expect(hidden.data).toMatchObject({ status: 'closed', action: 'hide', note: 'Phishing attempt', content: { hidden: true } });
    const annSees = await t.post('/api/wanlshop/chat/history', { to_id: bob.id, page: 1 }, { token: ann.token });
    expect(annSees.data.data.map((m) => m.content)).toEqual(['Hi Bob', 'No!']);
    const bobSees = await t.post('/api/wanlshop/chat/history', { to_id: ann.id, page: 1 }, { token: bob.token });
    expect(bobSees.data.data.map((m) => m.content)).toContain('Send me your pay password');
    // Were it the last line, Ann's conversation list would show it without its text.
    await t.app.ctx.db.updateTable('chat_conversations').set({ last_message_id: bad.id }).where('user_id', '=', ann.id).execute();
    const annList = await t.post('/api/wanlshop/chat/lists', { page: 1 }, { token: ann.token });
    expect(annList.data.data[0]!.last).toMatchObject({ id: bad.id, content: '' });
    expect(JSON.parse((await auditOf('report_hide'))!.detail)).toMatchObject({
      reports: [id],
      hidden: true,
      reported_id: bob.id,
    });
    expect((await noticesOf(ann.id)).map((n) => n.type)).toEqual(['report_decided']);

    const second = await decide(id, 'dismiss');
    expect([second.status, second.msg]).toEqual([409, 'This report has already been decided']);
    expect(
      (await t.post('/api/admin/report/list', { page: 1, status: 'open' }, { token: op })).data.data.map((r) => r.id),
    ).not.toContain(id);
  });

  it('hides a post and goods from other members; one decision closes every open report on the target', async () => {
    const [author, r1, r2] = [await chatMember(t), await chatMember(t), await chatMember(t)];
    const postId = await postBy(t, { ...author, nickname: '' }, 'Get rich quick');
    const [a, b] = [await report(r1, 'article', postId), await report(r2, 'article', postId)];
    const decided = await decide(a, 'hide', 'Scam');
    expect(decided.code).toBe(1);
    expect((await t.post('/api/article/show', { id: postId }, { token: r1.token })).status).toBe(404);
    const other = (await t.post('/api/admin/report/list', { page: 1, status: 'closed' }, { token: op })).data.data.find(
      (r) => r.id === b,
    );
    expect(other).toMatchObject({ status: 'closed', action: 'hide' });
    expect((await decide(b, 'dismiss')).status).toBe(409);

    const seller = await merchant(t);
    const goods = await listedProduct(t, seller, await adminToken(t));
    const g = await report(r1, 'goods', goods.id, 'Counterfeit');
    expect((await decide(g, 'hide', 'Counterfeit goods')).data.content).toMatchObject({ hidden: true });
    expect((await t.post('/api/product/detail', { id: goods.id }, { token: r1.token })).status).toBe(404);
    const own = await t.post('/api/product/detail', { id: goods.id }, { token: seller.token });
    expect(own.data).toMatchObject({ status: 'rejected', reason: 'Counterfeit goods' });
  });

  it('warns with a notice, freezes the member, dismisses without effect; hiding a member is refused and keeps it open', async () => {
    const [reporter, rude, worse, fine] = [await chatMember(t), await chatMember(t), await chatMember(t), await chatMember(t)];
    const w = await report(reporter, 'member', rude.id);
    const noNote = await decide(w, 'warn');
    expect([noNote.status, noNote.msg]).toEqual([400, 'Write the warning the member will read']);
    expect((await decide(w, 'warn', 'Be polite')).data).toMatchObject({ action: 'warn' });
    const warned = await noticesOf(rude.id);
    expect(warned.map((n) => [n.type, JSON.parse(n.params)])).toEqual([['warned', { reason: 'Be polite' }]]);
    const inbox = await t.post('/api/notice/list', { page: 1 }, { token: rude.token });
    expect(inbox.data.data[0]).toMatchObject({ type: 'warned', body: 'You have received a warning: Be polite' });
    expect(await auditOf('report_warn')).toBeDefined();

    const h = await report(reporter, 'member', worse.id);
    const refused = await decide(h, 'hide');
    expect([refused.status, refused.msg]).toEqual([400, 'A member cannot be hidden; warn or freeze them instead']);
    const stillOpen = (await t.post('/api/admin/report/list', { page: 1 }, { token: op })).data.data.find((r) => r.id === h);
    expect(stillOpen?.status).toBe('open');
    expect((await decide(h, 'freeze', 'Fraud')).data).toMatchObject({ action: 'freeze', status: 'closed' });
    const frozen = await t.post('/api/user/getuserinfo', {}, { token: worse.token });
    expect(frozen.code).not.toBe(1);
    expect(JSON.parse((await auditOf('report_freeze'))!.detail)).toMatchObject({ frozen: worse.id });

    const d = await report(reporter, 'member', fine.id);
    expect((await decide(d, 'dismiss')).data).toMatchObject({ action: 'dismiss', status: 'closed' });
    expect(await noticesOf(fine.id)).toEqual([]);
    expect((await t.post('/api/user/getuserinfo', {}, { token: fine.token })).code).toBe(1);
  });

  it('lets support read but not decide, refuses members and bad input without a 500', async () => {
    const [reporter, target] = [await chatMember(t), await chatMember(t)];
    const id = await report(reporter, 'member', target.id);
    const support = await adminToken(t, 'support');
    expect((await t.post('/api/admin/report/list', { page: 1 }, { token: support })).code).toBe(1);
    expect((await decide(id, 'dismiss', undefined, support)).status).toBe(403);
    expect((await t.post('/api/admin/report/list', { page: 1 }, { token: reporter.token })).status).toBe(403);
    for (const body of [
      { id, action: 'ban' },
      { id: 'x', action: 'hide' },
      { action: 'hide' },
      { id, action: 'warn', note: 'n'.repeat(501) },
    ]) {
      const res = await t.post('/api/admin/report/decide', body, { token: op });
      expect([res.status, res.code]).toEqual([400, 0]);
    }
    expect((await t.post('/api/admin/report/list', { page: 1, status: 'gone' }, { token: op })).status).toBe(400);
    expect((await decide(99999999, 'dismiss')).status).toBe(404);
    const open = (await t.post('/api/admin/report/list', { page: 1 }, { token: op })).data.data.find((r) => r.id === id);
    expect(open?.status).toBe('open');
  });
});
