/**
 * Records and lists operator actions (docs/api.md "Admin": an audit log of every admin action). Callers pass
 * the transaction that makes the change, so an action and its audit row commit together.
 */
import type { ListPage, AuditRow } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { insertAudit, pageAudit } from './audit.repository.ts';
import { toPage } from '../../core/paging.ts';

export async function recordAudit(db: Db, adminId: number, action: string, target: string, detail: Record<string, unknown>) {
  await insertAudit(db, { adminId, action, target, detail: JSON.stringify(detail), now: clock.now() });
}

export async function listAudit(db: Db, query: { page: number; limit: number; action?: string }): Promise<ListPage<AuditRow>> {
  const { total, rows } = await pageAudit(db, query);
  return toPage(
    rows.map((row) => ({ ...row, admin_username: row.admin_username ?? '' })),
    total,
    query,
  );
}
