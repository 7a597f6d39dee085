/**
 * /api/user/report (docs/api.md "Chat in context"): a member reports a message sent to them, a post, goods or
 * another member for the operators' queue. One open report per reporter and target (a second is refused until
 * an operator decided the first), and a member may file only so many in an hour, so the queue cannot be flooded.
 */
import type { ReportBody, ReportReply } from '@app/contract';
import { conflict, rateLimited } from '../../core/app-error.ts';
import { takeFromWindow } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { TARGETS } from './report-targets.ts';
import { insertReport } from './reports.repository.ts';

/** Reports one member may file in an hour. */
export const REPORT_LIMIT = { max: 10, windowSeconds: 3600 } as const;

export async function submitReport(db: Db, reporterId: number, body: ReportBody): Promise<ReportReply> {
  const reportedId = await TARGETS[body.target].responsible(db, reporterId, body.id);
  const now = clock.now();
  if (!(await takeFromWindow(db, `report:${reporterId}`, REPORT_LIMIT.max, REPORT_LIMIT.windowSeconds, now))) {
    throw rateLimited('reports.too_many');
  }
  const row = await insertReport(db, {
    reporterId,
    target: body.target,
    targetId: body.id,
    reportedId,
    reason: body.reason,
    images: body.images ?? [],
    now,
  });
  if (!row) throw conflict('reports.already_open');
  return {
    id: Number(row.id),
    target: row.target,
    target_id: Number(row.target_id),
    status: row.status,
    createtime: Number(row.createtime),
  };
}
