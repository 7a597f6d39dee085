/**
 * The chat socket protocol of docs/product.md §4 driven by a real `ws` client against a listening server:
 * init → shake → chat both ways, every tab, ping/pong, reconnect, revoked tokens.
 */
import { CHAT_CLOSE } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setSetting } from '../settings/settings.service.ts';
import { CHAT_SETTINGS } from './chat.settings.ts';
import { chatMember, connectAs, listen, send, TestSocket } from './chat.test-support.ts';

describe('chat socket (docs/product.md §4)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('opens without credentials and greets with init and a random client_id', async () => {
    const first = await TestSocket.open(url);
    const second = await TestSocket.open(url);
    const [a, b] = [await first.next('init'), await second.next('init')];
    expect(a.client_id).toMatch(/^[0-9a-f]{32}$/);
    expect(b.client_id).not.toBe(a.client_id);
    first.close();
    second.close();
  });

  it('init → shake → chat both ways, with the sender shown', async () => {
    const ann = await chatMember(t);
    const bob = await chatMember(t);
    const annSide = await connectAs(t, url, ann.token);
    const bobSide = await connectAs(t, url, bob.token);
    expect(annSide.identity).toMatchObject({ user_id: ann.id, unread: 0 });

    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'hello Bob' });
    const atBob = await bobSide.socket.next('chat');
    expect(atBob.data).toMatchObject({ from_id: ann.id, to_id: bob.id, content: 'hello Bob' });
    expect(atBob.from.id).toBe(ann.id);
    // The sender's own sockets get it too (its other tabs show it); the client tells them apart by from_id.
    expect((await annSide.socket.next('chat')).data.from_id).toBe(ann.id);

    await send(t, bob.token, { to_id: ann.id, type: 'image', content: '/uploads/2026/11/pic.webp' });
    const atAnn = await annSide.socket.next('chat');
    expect(atAnn.data).toMatchObject({ from_id: bob.id, type: 'image', content: '/uploads/2026/11/pic.webp' });
    annSide.socket.close();
    bobSide.socket.close();
  });

  it('delivers to every open tab of the recipient and to the sender’s other tabs; read updates the unread in every tab', async () => {
    const ann = await chatMember(t);
    const bob = await chatMember(t);
    const bobTabs = [await connectAs(t, url, bob.token), await connectAs(t, url, bob.token), await connectAs(t, url, bob.token)];
    const annOtherTab = await connectAs(t, url, ann.token);
    const stranger = await connectAs(t, url, (await chatMember(t)).token);

    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'to all tabs' });
    for (const tab of bobTabs) expect((await tab.socket.next('chat')).data.content).toBe('to all tabs');
    expect((await annOtherTab.socket.next('chat')).data.from_id).toBe(ann.id);

    await t.post('/api/wanlshop/chat/read', { to_id: ann.id }, { token: bob.token });
    for (const tab of bobTabs) expect((await tab.socket.next('service')).data).toEqual({ event: 'unread', unread: 0 });
    expect(stranger.socket.count('chat')).toBe(0);
    for (const side of [...bobTabs, annOtherTab, stranger]) side.socket.close();
  });

  it('pings; a socket answering pong stays, one that does not is dropped', async () => {
    await setSetting(CHAT_SETTINGS, t.app.ctx.db, 'chat_ping_seconds', 1);
    try {
      const member = await chatMember(t);
      const lively = await connectAs(t, url, member.token);
      const silent = await connectAs(t, url, member.token, { autoPong: false });
      await lively.socket.next('ping', 4000);
      await silent.socket.next('ping', 4000);
      const closed = await silent.socket.waitClosed(5000);
      expect(closed.code).not.toBe(CHAT_CLOSE.revoked);
      await lively.socket.next('ping', 4000);
      expect(lively.socket.closed).toBeUndefined();
      const friend = await chatMember(t);
      expect((await send(t, friend.token, { to_id: member.id, type: 'text', content: 'still here?' })).code).toBe(1);
      expect((await lively.socket.next('chat')).data.content).toBe('still here?');
      lively.socket.close();
    } finally {
      await setSetting(CHAT_SETTINGS, t.app.ctx.db, 'chat_ping_seconds', 25);
    }
  });

  it('reconnects: a new socket with a new client_id gets what was sent while it was away', async () => {
    const ann = await chatMember(t);
    const bob = await chatMember(t);
    const first = await connectAs(t, url, bob.token);
    first.socket.close();
    await first.socket.waitClosed();
    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'while you were away' });

    const again = await connectAs(t, url, bob.token);
    expect(again.clientId).not.toBe(first.clientId);
    expect(again.identity.unread).toBe(1);
    const history = await t.post('/api/wanlshop/chat/history', { to_id: ann.id, page: 1 }, { token: bob.token });
    expect(history.data.data.map((m: any) => m.content)).toEqual(['while you were away']);
    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'welcome back' });
    expect((await again.socket.next('chat')).data.content).toBe('welcome back');
    again.socket.close();
  });

  it('checks a token sent with the socket: a good one binds at once, a bad one closes it', async () => {
    const ann = await chatMember(t);
    const bob = await chatMember(t);
    const byQuery = await TestSocket.open(`${url}?token=${encodeURIComponent(bob.token)}`);
    await byQuery.next('init');
    await send(t, ann.token, { to_id: bob.id, type: 'text', content: 'no shake needed' });
    expect((await byQuery.next('chat')).data.content).toBe('no shake needed');
    byQuery.close();

    const bad = await TestSocket.open(url, { headers: { token: 'not-a-token' } });
    expect((await bad.waitClosed()).code).toBe(CHAT_CLOSE.revoked);
    expect(bad.count('init')).toBe(0);
  });

  it('logout closes the sockets of that token only', async () => {
    const member = await chatMember(t);
    const login = await t.post('/api/user/login', { account: (await userOf(t, member.id)).username, password: TEST_PASSWORD });
    const phone = await connectAs(t, url, member.token);
    const laptop = await connectAs(t, url, login.data.userinfo.token);
    await t.post('/api/user/logout', {}, { token: login.data.userinfo.token });
    expect((await laptop.socket.waitClosed()).code).toBe(CHAT_CLOSE.revoked);
    expect(phone.socket.closed).toBeUndefined();
    phone.socket.close();
  });

  it('a password change closes the sockets of every other token, not the one that changed it', async () => {
    const member = await chatMember(t);
    const { username } = await userOf(t, member.id);
    const other = (await t.post('/api/user/login', { account: username, password: TEST_PASSWORD })).data.userinfo.token;
    const here = await connectAs(t, url, member.token);
    const there = await connectAs(t, url, other);
    const res = await t.post(
      '/api/user/resetpwd',
      { oldpassword: TEST_PASSWORD, newpassword: 'Another123' },
      { token: member.token },
    );
    expect(res.code).toBe(1);
    expect((await there.socket.waitClosed()).code).toBe(CHAT_CLOSE.revoked);
    const reshake = await t.post('/api/wanlshop/chat/shake', { client_id: there.clientId }, { token: other });
    expect(reshake.status).toBe(401);
    expect(here.socket.closed).toBeUndefined();
    here.socket.close();
  });
});

function userOf(t: TestApp, id: number) {
  return t.app.ctx.db.selectFrom('users').select(['username']).where('id', '=', id).executeTakeFirstOrThrow();
}
