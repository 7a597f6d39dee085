/** Maps operator-side rows to the contract's replies (API.md "Admin"; list pages per "Conventions"). */
import type { AdminInfo, AdminUserRow, ListPage } from '@app/contract';
import type { AdminRow, UserRow } from '../../db/schema.ts';

export function toPage<T>(data: T[], total: number, query: { page: number; limit: number }): ListPage<T> {
  return {
    total,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    data,
  };
}

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
