/** Members in the console (docs/api.md "Admin": /api/admin/user/list, /api/admin/user/freeze). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { freezeMember, listMembers } from './members.service.ts';
import { currentAdmin, requireAdminCan } from './require-admin.ts';

const tags = ['admin'];

export async function membersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/user/list',
    {
      tags,
      summary: 'Members, newest first; keyword matches the id or part of username, email, mobile or nickname',
      auth: requireAdminCan('members.view'),
    },
    async (request) => ok(request, await listMembers(db, request.body)),
  );

  post(
    app,
    '/api/admin/user/freeze',
    {
      tags,
      summary: 'Freeze or unfreeze a member: a frozen member cannot log in and every member call is refused (403)',
      auth: requireAdminCan('members.freeze'),
    },
    async (request) => {
      const { user_id, frozen } = request.body;
      const member = await freezeMember(db, currentAdmin(request).admin.id, user_id, frozen);
      return ok(request, member, frozen ? 'admin.user_frozen' : 'admin.user_unfrozen');
    },
  );
}
