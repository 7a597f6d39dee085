import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { chatMember, send } from './chat.test-support.ts';

describe('chat over HTTP (docs/api.md "Chat")', () => {
  let t: TestApp;
  let ann: { id: number; token: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    ann = await chatMember(t);
    bob = await chatMember(t);
  });
  afterAll(() => t.close());

  it('refuses an empty message, text or image, with docs/product.md §8 "cannot send empty message"', async () => {
    for (const body of [
      { to_id: bob.id, type: 'text', content: '' },
      { to_id: bob.id, type: 'text', content: '   \n ' },
      { to_id: bob.id, type: 'text' },
      { to_id: bob.id, type: 'image', content: '' },
    ]) {
      const res = await send(t, ann.token, body);
      expect([res.status, res.code, res.msg]).toEqual([400, 0, 'Cannot send an empty message']);
    }
    const chinese = await t.post(
      '/api/wanlshop/chat/send',
      { to_id: bob.id, type: 'text', content: ' ' },
      { token: ann.token, locale: 'zh-CHS' },
    );
    expect(chinese.msg).toBe('不能发送空消息');
    expect((await t.post('/api/wanlshop/chat/lists', { page: 1 }, { token: bob.token })).data.total).toBe(0);
  });

  it('refuses images that are not uploads, messages to oneself or to nobody, and guests', async () => {
    const outside = await send(t, ann.token, { to_id: bob.id, type: 'image', content: 'https://elsewhere.test/x.png' });
    // The field's display name may be capitalised once a catalogue names it (fields.content).
    expect([outside.status, outside.msg.toLowerCase()]).toEqual([400, 'content must be an uploaded image']);
    const self = await send(t, ann.token, { to_id: ann.id, type: 'text', content: 'hi me' });
    expect([self.status, self.msg]).toEqual([400, 'You cannot send a message to yourself']);
    const nobody = await send(t, ann.token, { to_id: 999999, type: 'text', content: 'hello?' });
    expect([nobody.status, nobody.msg]).toEqual([404, 'This member does not exist']);
    const guest = await t.post('/api/wanlshop/chat/send', { to_id: bob.id, type: 'text', content: 'hi' });
    expect([guest.status, guest.code]).toEqual([401, 401]);
  });

  it('keeps messages for an offline member: unread counts, the list and the history', async () => {
    const cat = await chatMember(t);
    const sent = await send(t, ann.token, { to_id: cat.id, type: 'text', content: '  Hello Cat  ' });
    expect(sent.data).toMatchObject({ from_id: ann.id, to_id: cat.id, type: 'text', content: 'Hello Cat', is_read: false });
    await send(t, ann.token, { to_id: cat.id, type: 'image', content: '/uploads/2026/11/abc.webp' });
    await send(t, bob.token, { to_id: cat.id, type: 'text', content: 'Bob here' });

    const lists = await t.post('/api/wanlshop/chat/lists', { page: 1 }, { token: cat.token });
    expect(lists.data.unread).toBe(3);
    expect(lists.data.data.map((c: any) => [c.peer.id, c.unread, c.last.content])).toEqual([
      [bob.id, 1, 'Bob here'],
      [ann.id, 2, '/uploads/2026/11/abc.webp'],
    ]);
    const annSide = await t.post('/api/wanlshop/chat/lists', { page: 1 }, { token: ann.token });
    expect(annSide.data.data.find((c: any) => c.peer.id === cat.id)).toMatchObject({ unread: 0, last: { type: 'image' } });

    const history = await t.post('/api/wanlshop/chat/history', { to_id: ann.id, page: 1 }, { token: cat.token });
    expect(history.data.peer.id).toBe(ann.id);
    expect(history.data.data.map((m: any) => m.content)).toEqual(['Hello Cat', '/uploads/2026/11/abc.webp']);

    const read = await t.post('/api/wanlshop/chat/read', { to_id: ann.id }, { token: cat.token });
    expect(read.data).toEqual({ read: 2, unread: 1 });
    const again = await t.post('/api/wanlshop/chat/read', { to_id: ann.id }, { token: cat.token });
    expect(again.data).toEqual({ read: 0, unread: 1 });
    const after = await t.post('/api/wanlshop/chat/history', { to_id: cat.id, page: 1 }, { token: ann.token });
    expect(after.data.data.every((m: any) => m.is_read)).toBe(true);
  });

  it('pages history upward: page 1 is the newest, before_id stays stable while new messages arrive', async () => {
    const dan = await chatMember(t);
    for (let i = 1; i <= 5; i++) {
      const from = i % 2 ? ann : dan;
      await send(t, from.token, { to_id: from === ann ? dan.id : ann.id, type: 'text', content: `m${i}` });
    }
    const page1 = await t.post('/api/wanlshop/chat/history', { to_id: dan.id, page: 1, limit: 2 }, { token: ann.token });
    expect(page1.data).toMatchObject({ total: 5, last_page: 3, current_page: 1 });
    expect(page1.data.data.map((m: any) => m.content)).toEqual(['m4', 'm5']);
    const page3 = await t.post('/api/wanlshop/chat/history', { to_id: dan.id, page: 3, limit: 2 }, { token: ann.token });
    expect(page3.data.data.map((m: any) => m.content)).toEqual(['m1']);

    await send(t, dan.token, { to_id: ann.id, type: 'text', content: 'm6' });
    const older = await t.post(
      '/api/wanlshop/chat/history',
      { to_id: dan.id, page: 1, limit: 2, before_id: page1.data.data[0]!.id },
      { token: ann.token },
    );
    expect(older.data.data.map((m: any) => m.content)).toEqual(['m2', 'm3']);
    expect(older.data.total).toBe(3);
  });

  it('shake returns the chat identity with the unread count for the client to store', async () => {
    const eve = await chatMember(t);
    await send(t, ann.token, { to_id: eve.id, type: 'text', content: 'hi Eve' });
    const shake = await t.post('/api/wanlshop/chat/shake', { client_id: 'not-connected-anywhere' }, { token: eve.token });
    expect(shake.data.data).toMatchObject({ client_id: 'not-connected-anywhere', user_id: eve.id, unread: 1 });
    const empty = await t.post('/api/wanlshop/chat/shake', { client_id: '' }, { token: eve.token });
    expect(empty.status).toBe(400);
  });
});
