/** The operators' dashboard (docs/api.md "Operators' dashboard"): any operator, each part by their role. */
import type { FastifyInstance } from 'fastify';
import { clock } from '../../core/clock.ts';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdmin } from '../admin/require-admin.ts';
import { buildDashboard } from './build-dashboard.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  const { db, registry } = app.ctx;
  post(
    app,
    '/api/admin/dashboard',
    {
      tags: ['admin'],
      summary:
        "The console's first page in one reply: members, money, 30 days of volumes, review queues and jobs — each part only when the operator's role may open it",
      auth: requireAdmin,
    },
    async (request) => ok(request, await buildDashboard(db, registry, currentAdmin(request).admin.role, clock.now(), Date.now())),
  );
}
