/**
 * Chat limits that belong to the member, not the session (docs/api.md "Chat"): the send limit is one
 * allowance per member across every session and every instance (two apps on one database here), under a
 * parallel burst; and shake binds a socket only to the token's own member — a client_id learnt by someone
 * else never moves another member's open socket to them. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { issueMemberToken } from '../auth/session.service.ts';
import { ChatHub } from './chat-hub.ts';
import { chatMember, connectAs, listen, send } from './chat.test-support.ts';
import { CHAT_SEND_LIMIT } from './send-message.ts';

describe('chat limits per member', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp(t.config, { logger: false });
    await other.ready();
    url = await listen(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function sendVia(app: FastifyInstance, token: string, body: object) {
    const raw = await app.inject({
      method: 'POST',
      url: '/api/wanlshop/chat/send',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', token },
      payload: JSON.stringify(body),
    });
    return { status: raw.statusCode, ...(raw.json() as { code: number; msg: string }) };
  }

  it(`one member with three sessions on two instances sends ${CHAT_SEND_LIMIT.max} a minute in all, in a parallel burst`, async () => {
    const [sender, peer] = [await chatMember(t), await chatMember(t)];
    const tokens = [
      sender.token,
      (await issueMemberToken(t.app.ctx.db, sender.id, 3600)).token,
      (await issueMemberToken(t.app.ctx.db, sender.id, 3600)).token,
    ];
    const attempts = Array.from({ length: CHAT_SEND_LIMIT.max * 1.5 }, (_, i) =>
      sendVia(i % 2 ? other : t.app, tokens[i % 3]!, { to_id: peer.id, type: 'text', content: `burst ${i}` }),
    );
    const replies = await Promise.all(attempts);
    expect(replies.filter((r) => r.code === 1)).toHaveLength(CHAT_SEND_LIMIT.max);
    const limited = replies.filter((r) => r.code !== 1);
    expect(limited.every((r) => r.status === 429)).toBe(true);
    expect(limited).toHaveLength(CHAT_SEND_LIMIT.max / 2);
    const stored = await t.app.ctx.db.selectFrom('chat_messages').select('id').where('from_id', '=', sender.id).execute();
    expect(stored).toHaveLength(CHAT_SEND_LIMIT.max);
    // Another member's allowance is their own.
    expect((await send(t, peer.token, { to_id: sender.id, type: 'text', content: 'my turn' })).code).toBe(1);
  });

  it("shake never moves another member's open socket to the caller", async () => {
    const [ann, bob, cy] = [await chatMember(t), await chatMember(t), await chatMember(t)];
    const annSide = await connectAs(t, url, ann.token);
    // Bob learnt Ann's client_id and shakes with it: the reply tells him nothing, and the socket stays Ann's.
    const taken = await t.post('/api/wanlshop/chat/shake', { client_id: annSide.clientId }, { token: bob.token });
    expect(taken.code).toBe(1);
    await send(t, cy.token, { to_id: bob.id, type: 'text', content: 'for Bob only' });
    await send(t, cy.token, { to_id: ann.id, type: 'text', content: 'for Ann' });
    expect((await annSide.socket.next('chat')).data.content).toBe('for Ann');
    expect(annSide.socket.count('chat')).toBe(0);
    // Ann's own second session may bind the same socket again.
    const annAgain = (await issueMemberToken(t.app.ctx.db, ann.id, 3600)).token;
    expect((await t.post('/api/wanlshop/chat/shake', { client_id: annSide.clientId }, { token: annAgain })).code).toBe(1);
    await send(t, cy.token, { to_id: ann.id, type: 'text', content: 'still Ann' });
    expect((await annSide.socket.next('chat')).data.content).toBe('still Ann');
    annSide.socket.close();
  });

  it('a bind published by another instance (the fan-out) moves no socket bound to another member either', () => {
    const hub = new ChatHub();
    const sent: string[] = [];
    const socket = Object.assign(new EventEmitter(), { send: (text: string) => sent.push(text) }) as unknown as WebSocket;
    const clientId = hub.add(socket);
    expect(hub.bind(clientId, 1, 'hash-of-ann')).toBe(true);
    hub.handle({ kind: 'bind', clientId, userId: 2, tokenHash: 'hash-of-bob' });
    const chat = { type: 'service', data: { event: 'unread', unread: 1 } } as const;
    hub.handle({ kind: 'deliver', userIds: [2], message: chat });
    expect(sent.filter((text) => text.includes('unread'))).toEqual([]);
    hub.handle({ kind: 'deliver', userIds: [1], message: chat });
    expect(sent.filter((text) => text.includes('unread'))).toHaveLength(1);
  });
});
