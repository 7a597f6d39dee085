/** docs/api.md "Sign-in, VIP": /api/signin/getSignin and /api/signin/dosign. Paths and schemas; rules in signin.service.ts. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { getSigninView, signInToday } from './signin.service.ts';

export async function signinRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['signin'];
  const auth = requireMember;

  post(
    app,
    '/api/signin/getSignin',
    {
      tags,
      summary: 'Sign-in calendar of a month, streak, today’s points and the DGB balance',
      auth,
    },
    async (request) => ok(request, await getSigninView(db, currentMember(request).user.id, request.body.month)),
  );

  post(
    app,
    '/api/signin/dosign',
    {
      tags,
      summary: 'Sign in for today (once per day in the configured time zone) and earn DGB points',
      auth,
    },
    async (request) => {
      const result = await signInToday(db, currentMember(request).user.id, request.body.idempotency_key);
      return ok(request, result, 'signin.done', { score: result.score, days: result.successions });
    },
  );
}
