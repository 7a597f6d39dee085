/** Maps operator-side rows to the contract's replies (docs/api.md "Admin"); list pages are core/paging.ts. */
import type { AdminInfo, AdminUserRow } from '@app/contract';
import type { AdminRow } from './admin.tables.ts';
import type { UserRow } from '../users/index.ts';

export function presentAdmin(admin: AdminRow): AdminInfo {
  return { id: admin.id, username: admin.username, role: admin.role };
}

export function presentMember(user: UserRow): AdminUserRow {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    mobile: user.mobile,
    status: user.status,
    verify: user.verify_level,
    is_merchant: Boolean(user.is_merchant),
    createtime: user.createtime,
  };
}
