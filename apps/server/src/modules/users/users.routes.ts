/**
 * docs/api.md "User": the signed-in member's account (userinfo, profile, payment password, mobile) and looking
 * up other members (getbyuid, invitees). Paths and guards only; rules live in the services beside this.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import type { UserRow } from './users.tables.ts';
import { currentMember } from '../../core/current-member.ts';
import { changeMobile } from './change-mobile.ts';
import { findPublicMember, listMyInvitees } from './find-members.ts';
import { setPayPassword } from './pay-password.ts';
import { updateProfile } from './update-profile.ts';
import { presentUserinfo } from './users.presenter.ts';

/** userinfo for the member's current session (same token, same expiry). */
function userinfoOf(request: FastifyRequest, user: UserRow = currentMember(request).user) {
  const { token, expiretime } = currentMember(request);
  return { userinfo: presentUserinfo(user, { token, expiretime }) };
}

export async function usersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['user'];
  // users registers before auth (auth's sign-in builds on member records, modules/index.ts), so the guard auth
  // decorates is looked up at each request rather than when these routes are added.
  const auth: typeof app.requireMember = (request) => app.requireMember(request);

  post(app, '/api/user/getuserinfo', { tags, summary: 'The signed-in member', auth }, async (request) =>
    ok(request, userinfoOf(request)),
  );

  post(
    app,
    '/api/user/profile',
    {
      tags,
      summary:
        'Edit avatar, nickname, bio or username (a username change: 10 per member and 30 per client address an hour, then 429)',
      auth,
    },
    async (request) => {
      const user = await updateProfile(db, currentMember(request).user, request.body, { address: request.ip });
      return ok(request, userinfoOf(request, user), 'auth.profile_saved');
    },
  );

  post(
    app,
    '/api/user/paypassword',
    {
      tags,
      summary: 'Set or change the 6-digit payment password (old one, or a mailed paypwd code)',
      auth,
    },
    async (request) => {
      await setPayPassword(db, currentMember(request).user, request.body);
      return ok(request, {}, 'auth.paypassword_set');
    },
  );

  post(
    app,
    '/api/user/changemobile',
    { tags, summary: 'Bind a mobile number with a mailed changemobile code', auth },
    async (request) => {
      const user = await changeMobile(db, currentMember(request).user, request.body);
      return ok(request, userinfoOf(request, user), 'auth.mobile_bound');
    },
  );

  post(app, '/api/user/getbyuid', { tags, summary: 'A member by id or username', auth }, async (request) =>
    ok(request, await findPublicMember(db, request.body.uid)),
  );

  post(app, '/api/user/getrecommend', { tags, summary: 'Members I invited (fans) and their count', auth }, async (request) =>
    ok(request, await listMyInvitees(db, currentMember(request).user.id, request.body)),
  );
}
