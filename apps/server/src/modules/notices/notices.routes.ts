/**
 * docs/api.md "Notifications": /api/notice/list, /read and /unread. Paths and guards only; the rules live in
 * read-notices.ts. `noticeDeliveryHooks` makes delivery immediate: it is registered before the domain modules
 * (modules/index.ts) so every later route inherits it, and runs the delivery pass once a request that created
 * notices has been answered — after its transaction committed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentMember } from '../../core/current-member.ts';
import type { Db } from '../../db/database.ts';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { deliverNotices } from './deliver-notices.ts';
import { noticeScope, type NoticeScope } from './notify.ts';
import { countUnreadNotices, listNotices, readNotices } from './read-notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the member's unread chat messages (the chat module's count, decorated from its modules/index.ts entry) */
    chatUnread?: (db: Db, userId: number) => Promise<number>;
  }
}

export async function noticesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['notices'];
  const auth = app.requireMember;

  post(
    app,
    '/api/notice/list',
    { tags, summary: 'My notices, newest first, in my language; `unread` counts all unread', auth },
    async (request) => ok(request, await listNotices(db, currentMember(request).user.id, request.body, request.locale)),
  );

  post(
    app,
    '/api/notice/read',
    { tags, summary: 'Mark some of my notices, or all, read; returns what is still unread', auth },
    async (request) => ok(request, await readNotices(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/notice/unread',
    { tags, summary: 'Unread notices and unread chat messages (the badges)', auth },
    async (request) => {
      const userId = currentMember(request).user.id;
      const [unread, chatUnread] = await Promise.all([countUnreadNotices(db, userId), app.chatUnread?.(db, userId) ?? 0]);
      return ok(request, { unread, chat_unread: chatUnread });
    },
  );
}

const scopes = new WeakMap<FastifyRequest, NoticeScope>();

export const noticeDeliveryHooks = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', (request, _reply, done) => {
      const scope: NoticeScope = { created: 0 };
      scopes.set(request, scope);
      noticeScope.run(scope, done);
    });
    app.addHook('onResponse', async (request) => {
      if (!scopes.get(request)?.created) return;
      // A failed pass leaves the rows undelivered; the notices.deliver job picks them up.
      await deliverNotices(request.server.ctx, request.log).catch((err: Error) =>
        request.log.error({ err: err.message }, 'notices: delivery after response failed'),
      );
    });
  },
  { name: 'notice-delivery-hooks' },
);
