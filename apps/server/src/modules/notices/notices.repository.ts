/** Notice queries for the member's own list, counts and read marks (docs/api.md "Notifications"). */
import type { Db } from '../../db/database.ts';
import type { NoticeRow } from './notices.tables.ts';

export interface NoticeFilter {
  userId: number;
  unreadOnly?: boolean;
  /** only these types (a notice group) */
  types?: readonly string[];
}

function filtered(db: Db, filter: NoticeFilter) {
  let query = db.selectFrom('notices').where('user_id', '=', filter.userId);
  if (filter.unreadOnly) query = query.where('is_read', '=', 0);
  if (filter.types) query = query.where('type', 'in', [...filter.types]);
  return query;
}

export async function countNotices(db: Db, filter: NoticeFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listNoticeRows(db: Db, filter: NoticeFilter, page: { page: number; limit: number }): Promise<NoticeRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
}

/** Marks the member's own notices read; ids of other members' notices match nothing. */
export async function markNoticesRead(db: Db, userId: number, ids: number[] | 'all'): Promise<void> {
  let query = db.updateTable('notices').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  await query.execute();
}
