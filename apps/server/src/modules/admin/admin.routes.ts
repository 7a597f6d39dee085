/** The operator API under /api/admin/* (docs/api.md "Admin"); later issues add their own route files here. */
import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin-auth.routes.ts';
import { configAuditRoutes } from './config-audit.routes.ts';
import { membersRoutes } from './members.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';

export async function adminRoutes(app: FastifyInstance) {
  await adminAuthRoutes(app);
  await membersRoutes(app);
  await configAuditRoutes(app);
  await reviewRoutes(app);
}
