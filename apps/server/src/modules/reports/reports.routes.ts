/**
 * docs/api.md "Chat in context": a member's report (/api/user/report) and the console's report queue
 * (/api/admin/report/list, /api/admin/report/decide). Paths and guards only; the rules live in
 * submit-report.ts, report-queue.ts and decide-report.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { decideReport } from './decide-report.ts';
import { listReports } from './report-queue.ts';
import { submitReport } from './submit-report.ts';

export async function reportsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/user/report',
    {
      tags: ['user'],
      summary:
        'Report a message sent to me, a post, goods or a member; one open report per target, at most 10 an hour (429 beyond)',
      auth: requireMember,
    },
    async (request) => ok(request, await submitReport(db, currentMember(request).user.id, request.body), 'reports.submitted'),
  );

  post(
    app,
    '/api/admin/report/list',
    {
      tags: ['admin'],
      summary: 'Reports with the reported content (a message with the conversation around it); `open` oldest first',
      auth: requireAdminCan('reports.view'),
    },
    async (request) => ok(request, await listReports(db, request.body)),
  );

  post(
    app,
    '/api/admin/report/decide',
    {
      tags: ['admin'],
      summary:
        'Decide a report: hide the content, warn or freeze the member, or dismiss. Closes every open report on the target; audited; a decided report is refused (409)',
      auth: requireAdminCan('reports.decide'),
    },
    async (request) => ok(request, await decideReport(db, currentAdmin(request).admin.id, request.body)),
  );
}
