/** The console's VIP plans (docs/api.md "Admin": configuration … VIP plans). Prices are money configuration: `config.set`. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { listPlansForConsole, savePlan } from './manage-plans.ts';

export async function vipAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['admin'];

  post(
    app,
    '/api/admin/vip/plans',
    { tags, summary: 'Every VIP plan with its sales', auth: requireAdminCan('config.view') },
    async (request) => ok(request, await listPlansForConsole(db)),
  );

  post(
    app,
    '/api/admin/vip/save',
    {
      tags,
      summary: 'Create a VIP plan (no id) or change one; audited',
      auth: requireAdminCan('config.set'),
    },
    async (request) => ok(request, await savePlan(db, currentAdmin(request).admin.id, request.body), 'admin.saved'),
  );
}
