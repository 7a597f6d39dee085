/**
 * docs/api.md "User": verification codes, registration, sign-in, sign-out and password reset. Paths and
 * guards only; the schemas live in the contract's route map, the rules in the services beside this file.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { presentUserinfo } from '../users/users.presenter.ts';
import { loginMember } from './login-member.ts';
import { registerMember } from './register-member.ts';
import { currentMember, optionalMember, requireMember } from './require-member.ts';
import { changePassword, resetPasswordByCode } from './reset-password.ts';
import { sendEmailCode } from './send-email-code.ts';
import { revokeMemberToken, startMemberSession } from './session.service.ts';

/** Per-address limits against code flooding and password guessing; per-account rules sit in the services. */
export const RATE_LIMITS = {
  emailCode: { max: 10, timeWindow: '1 minute' },
  login: { max: 30, timeWindow: '1 minute' },
  // Registration says whether a username is taken, so it is also the availability check to slow down.
  register: { max: 20, timeWindow: '1 minute' },
  resetPassword: { max: 10, timeWindow: '1 minute' },
} as const;

export async function authRoutes(app: FastifyInstance) {
  const { db, mailer, config } = app.ctx;
  const tags = ['user'];
  const signIn = async (user: Parameters<typeof presentUserinfo>[0]) => ({
    userinfo: presentUserinfo(user, await startMemberSession(db, user, config.tokenTtlSeconds)),
  });

  post(
    app,
    '/api/ems/send',
    {
      tags,
      summary:
        'Mail a 6-digit verification code (1 per address and purpose per minute); a registered address asked for register gets a notice instead, with the same answer',
      rateLimit: RATE_LIMITS.emailCode,
    },
    async (request) => {
      const member = await optionalMember(request);
      await sendEmailCode({ db, mailer }, { ...request.body, member, locale: request.locale });
      return ok(request, {}, 'auth.code_sent');
    },
  );

  post(
    app,
    '/api/user/register',
    {
      tags,
      summary: 'Register with the mailed code and an invitation code (20 per client address a minute, 20 per mailbox an hour)',
      rateLimit: RATE_LIMITS.register,
    },
    async (request) => {
      const user = await registerMember(db, request.body, request.locale);
      return ok(request, await signIn(user), 'auth.registered');
    },
  );

  post(
    app,
    '/api/user/login',
    { tags, summary: 'Sign in with email or username', rateLimit: RATE_LIMITS.login },
    async (request) => {
      const user = await loginMember(db, request.body);
      return ok(request, await signIn(user), 'auth.logged_in');
    },
  );

  post(app, '/api/user/logout', { tags, summary: 'Sign out: the token is revoked', auth: requireMember }, async (request) => {
    await revokeMemberToken(db, currentMember(request).token);
    return ok(request, {}, 'auth.logged_out');
  });

  post(
    app,
    '/api/user/resetpwd',
    {
      tags,
      summary:
        'Reset the password by mailed code, or change it with the old one (signed in; wrong old passwords count toward the sign-in lock); other sessions end. 10 per client address a minute, 20 resets per mailbox an hour',
      rateLimit: RATE_LIMITS.resetPassword,
    },
    async (request) => {
      const { email, code, oldpassword, newpassword } = request.body;
      if (email !== undefined) {
        await resetPasswordByCode(db, { email, code: code!, newpassword });
      } else {
        await requireMember(request);
        const { user, token } = currentMember(request);
        await changePassword(db, user, token, { oldpassword: oldpassword!, newpassword });
      }
      return ok(request, {}, 'auth.password_changed');
    },
  );
}
