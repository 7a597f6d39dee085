/**
 * Members as the console sees them (docs/api.md "Admin": /api/admin/user/list and /user/freeze). Freezing
 * keeps the member's tokens but every member route refuses a frozen account, and so does login;
 * unfreezing restores the same sessions.
 */
import type { AdminUserRow, ListPage } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { presentMember } from './admin.presenter.ts';
import { recordAudit } from './audit.service.ts';
import { setMemberStatus } from '../users/member-standing.ts';
import { findMemberById, pageMembers } from '../users/index.ts';

export async function listMembers(
  db: Db,
  query: { page: number; limit: number; keyword?: string },
): Promise<ListPage<AdminUserRow>> {
  const { total, rows } = await pageMembers(db, query);
  return toPage(rows.map(presentMember), total, query);
}

export async function freezeMember(db: Db, adminId: number, userId: number, frozen: boolean): Promise<AdminUserRow> {
  return db.transaction().execute(async (trx) => {
    const user = await findMemberById(trx, userId);
    if (!user) throw notFound('admin.user_not_found');
    const status = frozen ? 'frozen' : 'normal';
    if (user.status !== status) {
      await setMemberStatus(trx, userId, status);
      await recordAudit(trx, adminId, frozen ? 'user_freeze' : 'user_unfreeze', `user:${userId}`, {
        username: user.username,
        from: user.status,
        to: status,
      });
    }
    return presentMember({ ...user, status });
  });
}
