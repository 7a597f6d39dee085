/** Operator sign-in, sign-out and identity (docs/api.md "Admin": /api/admin/login → admin token). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { presentAdmin } from './admin.presenter.ts';
import { loginAdmin, logoutAdmin } from './admin-auth.service.ts';
import { ROLE_PERMISSIONS } from './permissions.ts';
import { currentAdmin, requireAdmin } from './require-admin.ts';

const tags = ['admin'];

export async function adminAuthRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/login',
    {
      tags,
      summary: 'Operator sign-in: a 12-hour operator token (10 wrong passwords lock the account for 15 minutes)',
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    async (request) => {
      const session = await loginAdmin(db, request.body.username, request.body.password);
      return ok(
        request,
        { token: session.token, expiretime: session.expiretime, admin: presentAdmin(session.admin) },
        'admin.logged_in',
      );
    },
  );

  post(
    app,
    '/api/admin/logout',
    { tags, summary: 'Operator sign-out: revokes the token', auth: requireAdmin },
    async (request) => {
      await logoutAdmin(db, currentAdmin(request));
      return ok(request, {}, 'admin.logged_out');
    },
  );

  post(
    app,
    '/api/admin/me',
    { tags, summary: 'The signed-in operator and what their role allows', auth: requireAdmin },
    async (request) => {
      const { admin } = currentAdmin(request);
      return ok(request, { admin: presentAdmin(admin), permissions: [...ROLE_PERMISSIONS[admin.role]] });
    },
  );
}
