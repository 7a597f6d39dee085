/** The audit log table (docs/api.md "Admin": an audit log of every admin action). */
import type { Db } from '../../db/database.ts';

export async function insertAudit(
  db: Db,
  entry: { adminId: number; action: string; target: string; detail: string; now: number },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ admin_id: entry.adminId, action: entry.action, target: entry.target, detail: entry.detail, createtime: entry.now })
    .execute();
}

export async function pageAudit(db: Db, query: { page: number; limit: number; action?: string }) {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
      .selectAll('audit_log')
      .select('admins.username as admin_username')
      .orderBy('audit_log.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}
