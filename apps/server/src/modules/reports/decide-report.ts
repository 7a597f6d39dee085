/**
 * An operator's decision on a report (docs/api.md "Chat in context"): hide the content from others, warn the
 * member responsible (a notice), freeze them (as /api/admin/user/freeze does), or dismiss. The decision closes
 * every open report on the same target, tells each reporter it was handled, and is audited — all in one
 * transaction. A report already decided is refused (409), also when two operators decide at once: closing the
 * report comes first and only one transaction can close it.
 */
import type { AdminReport, AdminReportDecision, ReportAction } from '@app/contract';
import { conflict, notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { withTransaction } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { setMemberStatus } from '../users/index.ts';
import { reportById } from './report-queue.ts';
import { TARGETS } from './report-targets.ts';
import { closeReports, findReport } from './reports.repository.ts';
import type { ReportRow } from './reports.tables.ts';

/** Where a warned member's notice leads: the notice centre of the member app. */
const NOTICES_LINK = '/pages/notice/index';

/** Carries out `action`; returns what changed, for the audit row. */
async function apply(trx: Db, report: ReportRow, action: ReportAction, adminId: number, note: string) {
  const responsible = report.reported_id === null ? null : Number(report.reported_id);
  if ((action === 'warn' || action === 'freeze') && responsible === null) throw refuse('reports.no_member');
  // The warning's text is what the member reads (notice `warned`); it must say what they did.
  if (action === 'warn' && !note) throw refuse('reports.note_required');
  switch (action) {
    case 'hide':
      return { hidden: await TARGETS[report.target].hide(trx, Number(report.target_id), adminId, note) };
    case 'warn':
      await notify(trx, { userId: responsible!, type: 'warned', params: { reason: note }, link: NOTICES_LINK });
      return { warned: responsible };
    case 'freeze':
      await setMemberStatus(trx, responsible!, 'frozen');
      return { frozen: responsible };
    case 'dismiss':
      return {};
  }
}

export async function decideReport(db: Db, adminId: number, body: AdminReportDecision): Promise<AdminReport> {
  const note = body.note ?? '';
  await withTransaction(db, async (trx) => {
    const report = await findReport(trx, body.id);
    if (!report) throw notFound('reports.not_found');
    const closed = await closeReports(trx, report, { action: body.action, note, adminId, now: clock.now() });
    if (closed.length === 0) throw conflict('reports.already_decided');
    const effect = await apply(trx, report, body.action, adminId, note);
    const reporters = await reportersOf(trx, closed);
    for (const userId of reporters) {
      await notify(trx, { userId, type: 'report_decided', params: { target: report.target }, link: NOTICES_LINK });
    }
    await recordAudit(trx, adminId, `report_${body.action}`, `${report.target}:${Number(report.target_id)}`, {
      reports: closed,
      reported_id: report.reported_id === null ? null : Number(report.reported_id),
      note,
      ...effect,
    });
  });
  return (await reportById(db, body.id))!;
}

async function reportersOf(trx: Db, ids: number[]): Promise<number[]> {
  const rows = await Promise.all(ids.map((id) => findReport(trx, id)));
  return [...new Set(rows.flatMap((r) => (r ? [Number(r.reporter_id)] : [])))];
}
