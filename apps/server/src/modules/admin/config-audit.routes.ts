/** Configuration and the audit log in the console (docs/api.md "Admin": /config/get, /config/set, /audit/list). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { listAudit } from './audit.service.ts';
import { getConfig, setConfig } from './config.service.ts';
import { currentAdmin, requireAdminCan } from './require-admin.ts';

const tags = ['admin'];

export async function configAuditRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/config/get',
    {
      tags,
      summary: 'Every operator setting with its value, default and type',
      auth: requireAdminCan('config.view'),
    },
    async (request) => ok(request, await getConfig(app.ctx.registry.settings, db)),
  );

  post(
    app,
    '/api/admin/config/set',
    {
      tags,
      summary: 'Change one setting; the value is validated against the setting registry and the change audited',
      auth: requireAdminCan('config.set'),
    },
    async (request) => {
      const saved = await setConfig(
        app.ctx.registry.settings,
        db,
        currentAdmin(request).admin.id,
        request.body.key,
        request.body.value,
      );
      return ok(request, saved, 'admin.saved');
    },
  );

  post(
    app,
    '/api/admin/audit/list',
    {
      tags,
      summary: 'Every operator action, newest first (login, freeze, configuration, review decisions…)',
      auth: requireAdminCan('audit.view'),
    },
    async (request) => ok(request, await listAudit(db, request.body)),
  );
}
