/**
 * docs/api.md "Notifications": /api/notice/push/* — the VAPID key browsers subscribe with, subscribing and
 * unsubscribing a browser, and the per-group opt-out. Paths and guards; rules in subscriptions.ts and vapid.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { getPushPrefs, setPushPrefs, subscribePush, unsubscribePush } from './subscriptions.ts';
import { pushesSettled, usePushLog } from './push-channel.ts';
import { usePushEndpointPolicy } from './endpoint-guard.ts';
import { ensureVapidKeys, vapidKeys } from './vapid.ts';

export async function pushRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const tags = ['notice'];
  const auth = requireMember;
  // Settled at start-up, before the first request; read back on each use, as another instance may have set it (vapid.ts).
  await ensureVapidKeys(db, { fromEnv: config.vapid, subject: config.vapidSubject });
  usePushLog(app.log);
  usePushEndpointPolicy({ allowTestLoopback: config.pushTestLoopback });
  // A stopping instance lets the pushes it started finish (each gives up after 10 s) before the database closes.
  app.addHook('onClose', () => pushesSettled());
  const rateLimit = { max: 20, timeWindow: '1 minute' };

  post(
    app,
    '/api/notice/push/key',
    { tags, summary: 'The VAPID public key (base64url) to subscribe this browser with (PushManager applicationServerKey)', auth },
    async (request) => ok(request, { public_key: (await vapidKeys(db))!.publicKey }),
  );

  post(
    app,
    '/api/notice/push/subscribe',
    {
      tags,
      summary: 'Push notices to this browser: its PushSubscription (an address already subscribed moves to this member)',
      auth,
      rateLimit,
    },
    async (request) => {
      await subscribePush(db, currentMember(request).user.id, request.body);
      return ok(request, {}, 'push.subscribed');
    },
  );

  post(
    app,
    '/api/notice/push/unsubscribe',
    { tags, summary: 'Stop pushing notices to this browser', auth, rateLimit },
    async (request) => {
      await unsubscribePush(db, currentMember(request).user.id, request.body.endpoint);
      return ok(request, {}, 'push.unsubscribed');
    },
  );

  post(
    app,
    '/api/notice/push/prefs',
    { tags, summary: 'Notice groups this member does not want pushed', auth },
    async (request) => ok(request, await getPushPrefs(db, currentMember(request).user.id)),
  );

  post(
    app,
    '/api/notice/push/setprefs',
    { tags, summary: 'Replace the notice groups not pushed (the notices are still kept in the notice centre)', auth, rateLimit },
    async (request) =>
      ok(request, await setPushPrefs(db, currentMember(request).user.id, request.body.groups_off), 'push.prefs_saved'),
  );
}
