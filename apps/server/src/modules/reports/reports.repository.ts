/** Queries of `reports` (migration 0017_chat_context). */
import type { ReportAction, ReportStatus, ReportTarget } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReportRow } from './reports.tables.ts';

export interface NewReport {
  reporterId: number;
  target: ReportTarget;
  targetId: number;
  reportedId: number | null;
  reason: string;
  images: string[];
  now: number;
}

/** Undefined when the reporter already has an open report on this target (the partial unique index). */
export async function insertReport(db: Db, r: NewReport): Promise<ReportRow | undefined> {
  return (
    db
      .insertInto('reports')
      .values({
        reporter_id: r.reporterId,
        target: r.target,
        target_id: r.targetId,
        reported_id: r.reportedId,
        reason: r.reason,
        images: JSON.stringify(r.images),
        createtime: r.now,
      })
      // The conflict target names the partial index by its columns and its predicate, as a literal (PostgreSQL
      // cannot match a bound parameter against the index's predicate).
      .onConflict((oc) =>
        oc.columns(['reporter_id', 'target', 'target_id']).where(sql.ref('status'), '=', sql.lit('open')).doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
  );
}

export function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function pageReports(
  db: Db,
  f: { status: ReportStatus; target?: ReportTarget; offset: number; limit: number },
): Promise<{ total: number; rows: ReportRow[] }> {
  const base = db
    .selectFrom('reports')
    .where('status', '=', f.status)
    .$if(f.target !== undefined, (q) => q.where('target', '=', f.target!));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      // The open queue is worked oldest first; closed reports read newest first.
      .orderBy('id', f.status === 'open' ? 'asc' : 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/**
 * Closes every open report on the report's target with one decision; returns the ids closed, none when this
 * report was decided already (a second decision, or a concurrent one that won).
 */
export async function closeReports(
  db: Db,
  report: ReportRow,
  d: { action: ReportAction; note: string; adminId: number; now: number },
): Promise<number[]> {
  const mine = await db
    .updateTable('reports')
    .set({ status: 'closed', action: d.action, note: d.note, admin_id: d.adminId, decidetime: d.now })
    .where('id', '=', report.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(mine.numUpdatedRows) !== 1) return [];
  const others = await db
    .updateTable('reports')
    .set({ status: 'closed', action: d.action, note: d.note, admin_id: d.adminId, decidetime: d.now })
    .where('target', '=', report.target)
    .where('target_id', '=', report.target_id)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return [Number(report.id), ...others.map((r) => Number(r.id))];
}
