/**
 * docs/api.md "Pi app (Pi mode)": Pi sign-in and links, the Pi wallet deposit callbacks, the console's Pi payments,
 * and /validation-key.txt. Outside Pi mode none of these exists (404), so the app answers exactly as before.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { toPage } from '../../core/paging.ts';
import { post } from '../../core/routing.ts';
import { requireAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { startMemberSession } from '../auth/session.service.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { presentUserinfo } from '../users/users.presenter.ts';
import { linkPi, piLinkStatus, piSignIn, unlinkPi } from './pi-links.ts';
import { findPiPayment, openPayments } from './pi-payments.repository.ts';
import { approvePayment, cancelPayment, completePayment, incompletePayment, retryPayment, type PiDeps } from './pi-payments.ts';
import { usePiNoticeLog } from './pi-notices.ts';
import { piPlatform } from './pi-platform.ts';
import { presentPiPayment } from './pi.presenter.ts';

const RATE = { max: 60, timeWindow: '1 minute' } as const;
const tags = ['pi'];

export async function piRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const piConfig = config.pi;
  usePiNoticeLog(app.log);
  // The console's status line, in and out of Pi mode.
  const statusSpec = { tags: ['admin'], summary: 'Whether Pi mode is on, and on which network', auth: requireAdmin };
  post(app, '/api/admin/pi/status', statusSpec, async (request) =>
    ok(request, { enabled: Boolean(piConfig), sandbox: piConfig?.sandbox ?? false, network: piConfig?.network ?? null }),
  );
  // Outside Pi mode the other paths stay in the route map and the OpenAPI document but answer 404, after the
  // usual guards (a guest still hears 401: docs/reliability.md access matrix). The hook reaches this plugin only.
  if (!piConfig)
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.url !== '/api/admin/pi/status') throw notFound();
    });
  const deps: PiDeps = {
    db,
    pi: piConfig ? piPlatform(piConfig) : (undefined as never),
    config: piConfig ?? (undefined as never),
  };

  app.get('/validation-key.txt', { schema: { hide: true } }, async (_request, reply) => {
    if (!piConfig?.validationKey) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(piConfig.validationKey);
  });
  signInRoutes(app, deps);
  paymentRoutes(app, deps);
  consoleRoutes(app, deps);
}

function signInRoutes(app: FastifyInstance, deps: PiDeps) {
  const { db, config } = app.ctx;
  const summary = 'Sign in (or register) with a Pi access token, checked by GET /v2/me';
  post(app, '/api/user/pilogin', { tags, summary, rateLimit: { max: 30, timeWindow: '1 minute' } }, async (request) => {
    const { user, created } = await piSignIn(db, deps.pi, {
      accessToken: request.body.accessToken,
      inviteCode: request.body.invite_code || undefined,
      lang: request.locale,
    });
    const userinfo = presentUserinfo(user, await startMemberSession(db, user, config.tokenTtlSeconds));
    return ok(request, { userinfo, created }, 'auth.logged_in');
  });

  const linkSpec = { tags, summary: 'Link the signed-in member to a Pi user', auth: requireMember, rateLimit: RATE };
  post(app, '/api/user/pilink', linkSpec, async (request) => {
    const link = await linkPi(db, deps.pi, currentMember(request).user.id, request.body.accessToken);
    return ok(request, { pi_username: link.pi_username }, 'pi.linked');
  });

  const unlinkSpec = { tags, summary: 'Remove the Pi link while email and password remain', auth: requireMember };
  post(app, '/api/user/piunlink', unlinkSpec, async (request) => {
    await unlinkPi(db, currentMember(request).user.id);
    return ok(request, {}, 'pi.unlinked');
  });

  const statusSpec = { tags, summary: "The signed-in member's Pi link, for Settings", auth: requireMember };
  post(app, '/api/user/pistatus', statusSpec, async (request) =>
    ok(request, await piLinkStatus(db, currentMember(request).user.id)),
  );
}

function paymentRoutes(app: FastifyInstance, deps: PiDeps) {
  const byId = (path: '/api/pi/approve' | '/api/pi/cancel' | '/api/pi/incomplete', summary: string, run: typeof approvePayment) =>
    post(app, path, { tags, summary, auth: requireMember, rateLimit: RATE }, async (request) => {
      const payment = await run(deps, currentMember(request).user.id, request.body.paymentId);
      return ok(request, { payment: presentPiPayment(payment) });
    });
  byId('/api/pi/approve', 'Server-side approval of a Pi wallet deposit (stored before POST /approve)', approvePayment);
  byId('/api/pi/cancel', 'A Pi wallet deposit the member cancelled', cancelPayment);
  byId('/api/pi/incomplete', 'An incomplete payment found at sign-in: completed or cancelled', incompletePayment);

  const summary = 'Server-side completion: credited once the Platform API completed it';
  post(app, '/api/pi/complete', { tags, summary, auth: requireMember, rateLimit: RATE }, async (request) => {
    const { paymentId, txid } = request.body;
    const payment = await completePayment(deps, currentMember(request).user.id, paymentId, txid);
    return ok(request, { payment: presentPiPayment(payment) });
  });
}

function consoleRoutes(app: FastifyInstance, deps: PiDeps) {
  const { db } = deps;
  const listSpec = { tags: ['admin'], summary: 'Pi payments not completed, oldest first', auth: requireAdminCan('review.view') };
  post(app, '/api/admin/pi/payments', listSpec, async (request) => {
    const { page, limit } = request.body;
    const { total, rows } = await openPayments(db, { offset: (page - 1) * limit, limit });
    const names = await usernamesByIds(
      db,
      rows.map((r) => r.user_id),
    );
    const data = rows.map((r) => ({
      ...presentPiPayment(r),
      user_id: r.user_id,
      username: names.get(r.user_id) ?? '',
      attempts: r.attempts,
      last_error: r.last_error,
    }));
    return ok(request, toPage(data, total, { page, limit }));
  });

  const retrySpec = {
    tags: ['admin'],
    summary: 'Try the completion of one Pi payment now',
    auth: requireAdminCan('review.decide'),
  };
  post(app, '/api/admin/pi/retry', retrySpec, async (request) => {
    const stored = await findPiPayment(db, request.body.identifier);
    if (!stored) throw notFound('pi.payment_not_found');
    return ok(request, { payment: presentPiPayment(await retryPayment(deps, stored)) });
  });
}
