/**
 * docs/api.md "Pi app (Pi mode)": Pi sign-in and links, the Pi wallet deposit callbacks, the console's Pi payments,
 * and /validation-key.txt. Outside Pi mode none of these exists (404), so the app answers exactly as before.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/app-error.ts';
import { toPage } from '../../core/paging.ts';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { startMemberSession } from '../auth/session.service.ts';
import { requireAdminCan } from '../admin/require-admin.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { presentUserinfo } from '../users/users.presenter.ts';
import { linkPi, piSignIn, unlinkPi } from './pi-links.ts';
import { openPayments, findPiPayment } from './pi-payments.repository.ts';
import { approvePayment, cancelPayment, completePayment, incompletePayment, retryPayment, type PiDeps } from './pi-payments.ts';
import { piPlatform } from './pi-platform.ts';
import { presentPiPayment } from './pi.presenter.ts';

const RATE = { max: 60, timeWindow: '1 minute' } as const;

export async function piRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const piConfig = config.pi;
  if (!piConfig) return;
  const deps: PiDeps = { db, pi: piPlatform(piConfig), config: piConfig };
  const tags = ['pi'];

  app.get('/validation-key.txt', { schema: { hide: true } }, async (_request, reply) => {
    if (!piConfig.validationKey) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(piConfig.validationKey);
  });

  post(
    app,
    '/api/user/pilogin',
    {
      tags,
      summary: 'Sign in (or register) with a Pi access token, checked by GET /v2/me',
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    async (request) => {
      const { user, created } = await piSignIn(db, deps.pi, {
        accessToken: request.body.accessToken,
        inviteCode: request.body.invite_code || undefined,
        lang: request.locale,
      });
      const userinfo = presentUserinfo(user, await startMemberSession(db, user, config.tokenTtlSeconds));
      return ok(request, { userinfo, created }, 'auth.logged_in');
    },
  );

  post(
    app,
    '/api/user/pilink',
    { tags, summary: 'Link the signed-in member to a Pi user', auth: requireMember, rateLimit: RATE },
    async (request) => {
      const link = await linkPi(db, deps.pi, currentMember(request).user.id, request.body.accessToken);
      return ok(request, { pi_username: link.pi_username }, 'pi.linked');
    },
  );

  post(
    app,
    '/api/user/piunlink',
    { tags, summary: 'Remove the Pi link while email and password remain', auth: requireMember },
    async (request) => {
      await unlinkPi(db, currentMember(request).user.id);
      return ok(request, {}, 'pi.unlinked');
    },
  );

  const paymentRoute = (
    path: '/api/pi/approve' | '/api/pi/cancel' | '/api/pi/incomplete',
    summary: string,
    run: typeof approvePayment,
  ) =>
    post(app, path, { tags, summary, auth: requireMember, rateLimit: RATE }, async (request) => {
      const payment = await run(deps, currentMember(request).user.id, request.body.paymentId);
      return ok(request, { payment: presentPiPayment(payment) });
    });
  paymentRoute('/api/pi/approve', 'Server-side approval of a Pi wallet deposit (stored before POST /approve)', approvePayment);
  paymentRoute('/api/pi/cancel', 'A Pi wallet deposit the member cancelled', cancelPayment);
  paymentRoute('/api/pi/incomplete', 'An incomplete payment found at sign-in: completed or cancelled', incompletePayment);

  post(
    app,
    '/api/pi/complete',
    {
      tags,
      summary: 'Server-side completion: credited once the Platform API completed it',
      auth: requireMember,
      rateLimit: RATE,
    },
    async (request) => {
      const { paymentId, txid } = request.body;
      const payment = await completePayment(deps, currentMember(request).user.id, paymentId, txid);
      return ok(request, { payment: presentPiPayment(payment) });
    },
  );

  post(
    app,
    '/api/admin/pi/payments',
    { tags: ['admin'], summary: 'Pi payments not completed, oldest first', auth: requireAdminCan('review.view') },
    async (request) => {
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
    },
  );

  post(
    app,
    '/api/admin/pi/retry',
    { tags: ['admin'], summary: 'Try the completion of one Pi payment now', auth: requireAdminCan('review.decide') },
    async (request) => {
      const stored = await findPiPayment(db, request.body.identifier);
      if (!stored) throw notFound('pi.payment_not_found');
      return ok(request, { payment: presentPiPayment(await retryPayment(deps, stored)) });
    },
  );
}
