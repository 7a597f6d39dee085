/**
 * /api/user/report (docs/api.md "Chat in context"): a member reports a message sent to them, a post, goods or
 * a member; one open report per target; a member may file 10 an hour; bad input and targets the reporter may
 * not report are refused in the envelope and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { chatMember, send } from '../chat/chat.test-support.ts';
import { postBy } from '../community/community.test-support.ts';
import { listedProduct, merchant } from '../shop/shop.test-support.ts';

type Member = { id: number; token: string };

describe('reporting (docs/api.md "Chat in context")', () => {
  let t: TestApp;
  let ann: Member;
  let bob: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob] = [await chatMember(t), await chatMember(t)];
  });
  afterAll(() => t.close());

  const report = (who: Member, body: object, locale?: string) => t.post('/api/user/report', body, { token: who.token, locale });
  const reportCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('reports each kind of target and names the member responsible', async () => {
    const message = (await send(t, bob.token, { to_id: ann.id, type: 'text', content: 'Buy my fake coins' })).data;
    const postId = await postBy(t, { ...bob, nickname: '' }, 'A scam post');
    const seller = await merchant(t);
    const goods = await listedProduct(t, seller, await adminToken(t));

    const cases: [string, number, number][] = [
      ['message', message.id, bob.id],
      ['article', postId, bob.id],
      ['goods', goods.id, seller.id],
      ['member', bob.id, bob.id],
    ];
    for (const [target, id, responsible] of cases) {
      const res = await report(ann, { target, id, reason: `Bad ${target}`, images: ['/uploads/2026/11/shot.png'] });
      expect(res.msg).toBe('Thank you, your report was sent');
      expect(res.data).toMatchObject({ target, target_id: id, status: 'open' });
      const row = await t.app.ctx.db.selectFrom('reports').selectAll().where('id', '=', res.data.id).executeTakeFirstOrThrow();
      expect([Number(row.reporter_id), Number(row.reported_id), row.reason, JSON.parse(row.images)]).toEqual([
        ann.id,
        responsible,
        `Bad ${target}`,
        ['/uploads/2026/11/shot.png'],
      ]);
    }
    const again = await report(ann, { target: 'member', id: bob.id, reason: 'Still bad' });
    expect([again.status, again.msg]).toEqual([409, 'You have already reported this; our team will look at it']);
    // Another member may report the same target.
    const cat = await chatMember(t);
    expect((await report(cat, { target: 'member', id: bob.id, reason: 'Rude' })).code).toBe(1);
  });

  it('refuses what the reporter may not report, like a missing target, and stores nothing', async () => {
    const [cat, dan] = [await chatMember(t), await chatMember(t)];
    const between = (await send(t, cat.token, { to_id: dan.id, type: 'text', content: 'private' })).data;
    const before = await reportCount();
    const notMine = await report(ann, { target: 'message', id: between.id, reason: 'Spam' });
    expect([notMine.status, notMine.msg]).toEqual([404, 'What you want to report cannot be found']);
    const ownMessage = await report(cat, { target: 'message', id: between.id, reason: 'Oops' });
    expect(ownMessage.status).toBe(404);
    const self = await report(ann, { target: 'member', id: ann.id, reason: 'Me' }, 'vi');
    expect([self.status, self.msg]).toEqual([400, 'Bạn không thể báo cáo chính mình hoặc nội dung của mình']);
    const ownPost = await postBy(t, { ...cat, nickname: '' }, 'my post');
    expect((await report(cat, { target: 'article', id: ownPost, reason: 'x' })).status).toBe(400);
    for (const target of ['message', 'article', 'goods', 'member']) {
      expect((await report(ann, { target, id: 99999999, reason: 'Gone' })).status).toBe(404);
    }
    expect(await reportCount()).toBe(before);
  });

  it('refuses bad input in the envelope, never a 500', async () => {
    const before = await reportCount();
    const bodies = [
      {},
      { target: 'shop', id: bob.id, reason: 'x' },
      { target: 'member', id: 'abc', reason: 'x' },
      { target: 'member', id: bob.id },
      { target: 'member', id: bob.id, reason: '   ' },
      { target: 'member', id: bob.id, reason: 'x'.repeat(501) },
      { target: 'member', id: bob.id, reason: 'x', images: ['https://elsewhere.test/a.png'] },
      { target: 'member', id: bob.id, reason: 'x', images: Array.from({ length: 7 }, (_, i) => `/uploads/a${i}.png`) },
      { target: 'member', id: bob.id, reason: 'x', images: '/uploads/a.png' },
    ];
    for (const body of bodies) {
      const res = await report(ann, body);
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, 0]);
      expect(res.msg).not.toBe('');
    }
    expect((await t.post('/api/user/report', { target: 'member', id: bob.id, reason: 'x' })).status).toBe(401);
    expect(await reportCount()).toBe(before);
  });

  it('limits a member to 10 reports an hour', async () => {
    const reporter = await chatMember(t);
    const targets = await Promise.all(Array.from({ length: 11 }, () => chatMember(t)));
    for (const target of targets.slice(0, 10)) {
      expect((await report(reporter, { target: 'member', id: target.id, reason: 'Spam' })).code).toBe(1);
    }
    const over = await report(reporter, { target: 'member', id: targets[10]!.id, reason: 'Spam' });
    expect([over.status, over.msg]).toEqual([429, 'Too many reports, please try again later']);
  });
});
