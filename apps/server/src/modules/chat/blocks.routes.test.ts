/**
 * Blocking (docs/api.md "Chat in context"): a blocked member's message to the blocker is refused, the blocker
 * can still write and unblock, the block list pages, and a blocked member does not see the blocker's personal
 * label on the map (nearby search, detail, favourites) nor does a guest, while other members still do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CENTRE, labelMember, personBody, type LabelMember } from '../labels/labels.test-support.ts';
import { send } from './chat.test-support.ts';

describe('blocking a member (docs/api.md "Chat in context")', () => {
  let t: TestApp;
  let ann: LabelMember;
  let bob: LabelMember;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await labelMember(t);
    bob = await labelMember(t);
  });
  afterAll(() => t.close());

  const block = (who: LabelMember, body: object, locale?: string) =>
    t.post('/api/user/block', body, { token: who.token, locale });

  it('refuses a blocked sender in their language; the blocker still writes; unblocking lets them write again', async () => {
    expect((await send(t, bob.token, { to_id: ann.id, type: 'text', content: 'Hi Ann' })).code).toBe(1);
    const blocked = await block(ann, { user_id: bob.id, blocked: true });
    expect([blocked.code, blocked.data]).toEqual([1, { blocked: true }]);
    expect((await block(ann, { user_id: bob.id, blocked: true })).data).toEqual({ blocked: true });

    const refused = await send(t, bob.token, { to_id: ann.id, type: 'text', content: 'Hello?' });
    expect([refused.status, refused.code, refused.msg]).toEqual([400, 0, 'This member does not accept messages from you']);
    const inKorean = await t.post(
      '/api/wanlshop/chat/send',
      { to_id: ann.id, type: 'text', content: 'Hello?' },
      { token: bob.token, locale: 'ko' },
    );
    expect(inKorean.msg).toBe('이 회원은 회원님의 메시지를 받지 않습니다');
    expect((await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'Please stop' })).code).toBe(1);
    const annHistory = await t.post('/api/wanlshop/chat/history', { to_id: bob.id, page: 1 }, { token: ann.token });
    expect(annHistory.data.data.map((m) => m.content)).toEqual(['Hi Ann', 'Please stop']);

    expect((await block(ann, { user_id: bob.id, blocked: false })).data).toEqual({ blocked: false });
    expect((await send(t, bob.token, { to_id: ann.id, type: 'text', content: 'Sorry' })).code).toBe(1);
  });

  it('lists the members I blocked, newest first, and refuses bad input without changing anything', async () => {
    const [cat, dan, eve] = [await labelMember(t), await labelMember(t), await labelMember(t)];
    await block(cat, { user_id: dan.id, blocked: true });
    await t.app.ctx.db.updateTable('chat_blocks').set({ createtime: 1 }).where('blocker_id', '=', cat.id).execute();
    await block(cat, { user_id: eve.id, blocked: true });
    const list = await t.post('/api/user/blocklist', { page: 1 }, { token: cat.token });
    expect(list.data.total).toBe(2);
    expect(list.data.data.map((m) => m.id)).toEqual([eve.id, dan.id]);

    for (const body of [
      { user_id: dan.id },
      { user_id: 'x', blocked: true },
      { blocked: true },
      { user_id: dan.id, blocked: 'yes' },
    ]) {
      const res = await block(cat, body);
      expect([res.status, res.code]).toEqual([400, 0]);
    }
    const self = await block(cat, { user_id: cat.id, blocked: true }, 'ja');
    expect([self.status, self.msg]).toEqual([400, '自分自身をブロックすることはできません']);
    const nobody = await block(cat, { user_id: 99999999, blocked: true });
    expect(nobody.status).toBe(404);
    expect((await t.post('/api/user/blocklist', { page: 1 }, { token: cat.token })).data.total).toBe(2);
    expect((await t.post('/api/user/block', { user_id: dan.id, blocked: true })).status).toBe(401);
  });

  it('a blocked member does not see the blocker’s personal label; others and shops are unaffected', async () => {
    const [owner, blockedViewer, other] = [await labelMember(t), await labelMember(t), await labelMember(t)];
    const label = await t.post('/api/lable/addperson', personBody({ nickname: 'Quiet Owner' }), { token: owner.token });
    expect(label.code, label.msg).toBe(1);
    await block(owner, { user_id: blockedViewer.id, blocked: true });

    const names = async (who: LabelMember) => {
      const res = await t.post(
        '/api/lable/nearby',
        { ...CENTRE, radius: 2000, type: 'person', limit: 100 },
        { token: who.token },
      );
      return res.data.data.map((item) => item.id);
    };
    expect(await names(other)).toContain(label.data.id);
    expect(await names(blockedViewer)).not.toContain(label.data.id);
    // A guest may be the blocked member signed out: a member who blocked anyone shows no personal label to guests.
    const guestNames = async () =>
      (await t.post('/api/lable/nearby', { ...CENTRE, radius: 2000, type: 'person', limit: 100 })).data.data.map(
        (item) => item.id,
      );
    expect(await guestNames()).not.toContain(label.data.id);
    const guestDetail = await t.post('/api/lable/detail', { id: label.data.id });
    expect([guestDetail.status, guestDetail.code]).toEqual([404, 0]);

    const hiddenDetail = await t.post('/api/lable/detail', { id: label.data.id }, { token: blockedViewer.token });
    expect([hiddenDetail.status, hiddenDetail.code]).toEqual([404, 0]);
    expect((await t.post('/api/lable/detail', { id: label.data.id }, { token: other.token })).code).toBe(1);
    // The owner still reads their own label.
    expect((await t.post('/api/lable/detail', { id: label.data.id }, { token: owner.token })).code).toBe(1);

    await block(owner, { user_id: blockedViewer.id, blocked: false });
    expect(await names(blockedViewer)).toContain(label.data.id);
    expect(await guestNames()).toContain(label.data.id);
    expect((await t.post('/api/lable/detail', { id: label.data.id })).code).toBe(1);
  });

  it('a personal label favourited before the block drops out of the blocked member’s favourites', async () => {
    const [owner, fan] = [await labelMember(t), await labelMember(t)];
    const label = await t.post('/api/lable/addperson', personBody({ nickname: 'Fav Owner' }), { token: owner.token });
    expect((await t.post('/api/lable/favorite', { id: label.data.id }, { token: fan.token })).code).toBe(1);
    const favourites = async () =>
      (await t.post('/api/lable/favorites', { page: 1 }, { token: fan.token })).data.data.map((item) => item.id);
    expect(await favourites()).toEqual([label.data.id]);
    await block(owner, { user_id: fan.id, blocked: true });
    expect(await favourites()).toEqual([]);
    await block(owner, { user_id: fan.id, blocked: false });
    expect(await favourites()).toEqual([label.data.id]);
  });
});
