/**
 * docs/api.md "Chat" and "Chat in context": the /ws socket (chat-realtime.ts), /api/wanlshop/chat/{shake,send,
 * lists,history,read} and blocking (/api/user/block, /api/user/blocklist). Paths and guards only; the rules
 * live in send-message.ts, read-chat.ts and blocks.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { startChatRealtime } from './chat-realtime.ts';
import { chatHistory, chatIdentity, listChats, readChat } from './read-chat.ts';
import { listBlocked, setBlocked } from './blocks.service.ts';
import { sendMessage } from './send-message.ts';

export async function chatRoutes(app: FastifyInstance) {
  const { db, registry } = app.ctx;
  const realtime = await startChatRealtime(app);
  const tags = ['chat'];
  const auth = requireMember;

  post(
    app,
    '/api/wanlshop/chat/shake',
    { tags, summary: 'Bind the socket that received `init` to the signed-in member', auth },
    async (request) => {
      const { user, token } = currentMember(request);
      await realtime.bind(request.body.client_id, user.id, token);
      return ok(request, { data: await chatIdentity(db, user, request.body.client_id) });
    },
  );

  post(
    app,
    '/api/wanlshop/chat/send',
    {
      tags,
      summary:
        'Send a text or image message, optionally with a context card (shop, goods, order, P2P order); it reaches every open socket of both members. A blocked sender is refused; a retry with the same client_msg_id returns the stored message; 60 a minute per member, across sessions and instances',
      auth,
    },
    async (request) => {
      const { message, sender, repeated } = await sendMessage(
        db,
        registry.chatContexts,
        currentMember(request).user.id,
        request.body,
      );
      // A retry of a stored message was delivered the first time; the client matches it by client_msg_id.
      if (!repeated)
        await realtime.publish({
          kind: 'deliver',
          userIds: [message.to_id, message.from_id],
          message: { type: 'chat', data: message, from: sender },
        });
      return ok(request, message);
    },
  );

  post(
    app,
    '/api/wanlshop/chat/lists',
    {
      tags,
      summary: 'Conversations, newest first, with the last message and unread counts',
      auth,
    },
    async (request) => ok(request, await listChats(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/wanlshop/chat/history',
    { tags, summary: "A conversation's messages: page 1 is the newest", auth },
    async (request) => ok(request, await chatHistory(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/wanlshop/chat/read',
    {
      tags,
      summary: "Mark a conversation read; the member's other tabs get the new unread count",
      auth,
    },
    async (request) => {
      const userId = currentMember(request).user.id;
      const result = await readChat(db, userId, request.body.to_id);
      await realtime.publish({
        kind: 'deliver',
        userIds: [userId],
        message: { type: 'service', data: { event: 'unread', unread: result.unread } },
      });
      return ok(request, result);
    },
  );

  post(
    app,
    '/api/user/block',
    { tags, summary: 'Block or unblock a member: a blocked member cannot message me nor see my personal label', auth },
    async (request) => ok(request, await setBlocked(db, currentMember(request).user.id, request.body)),
  );

  post(app, '/api/user/blocklist', { tags, summary: 'The members I blocked, most recent first', auth }, async (request) =>
    ok(request, await listBlocked(db, currentMember(request).user.id, request.body)),
  );
}
