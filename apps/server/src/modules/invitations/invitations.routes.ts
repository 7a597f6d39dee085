/**
 * Invitations (docs/product.md §7 /api/user/qrcode): the member's invitation QR code and link, and the
 * console's invitation statistics. The invitees list itself is /api/user/getrecommend (users module).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import { post } from '../../core/routing.ts';
import { requireAdminCan } from '../admin/require-admin.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { inviteQrcode } from './invite-qrcode.ts';
import { inviteStats } from './invite-stats.ts';

export async function invitationsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/user/qrcode',
    {
      tags: ['user'],
      summary: 'My invitation code, registration link and its QR code (PNG data URL)',
      auth: requireMember,
    },
    async (request) => ok(request, await inviteQrcode(db, currentMember(request).user.id, publicOrigin(request))),
  );

  post(
    app,
    '/api/admin/invite/stats',
    {
      tags: ['admin'],
      summary: 'Invitation statistics: totals, per day over 30 days, inviters ranked by invitees',
      auth: requireAdminCan('members.view'),
    },
    async (request) => ok(request, await inviteStats(db, request.body)),
  );
}
