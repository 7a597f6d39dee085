/**
 * The member's notice centre (docs/api.md "Notifications"): the list in the reader's language, read marks,
 * and the unread counts the app's badges show.
 */
import { NOTICE_GROUPS, type Locale, type NoticeGroup, type NoticeListReply } from '@app/contract';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/database.ts';
import { countNotices, listNoticeRows, markNoticesRead } from './notices.repository.ts';
import { renderNotice } from './render-notice.ts';

export interface NoticeListQuery {
  page: number;
  limit: number;
  unread?: boolean;
  group?: NoticeGroup;
}

export async function listNotices(db: Db, userId: number, query: NoticeListQuery, locale: Locale): Promise<NoticeListReply> {
  const filter = { userId, unreadOnly: query.unread, types: query.group ? NOTICE_GROUPS[query.group] : undefined };
  const [rows, total, unread] = await Promise.all([
    listNoticeRows(db, filter, query),
    countNotices(db, filter),
    countUnreadNotices(db, userId),
  ]);
  return {
    ...toPage(
      rows.map((row) => renderNotice(row, locale)),
      total,
      query,
    ),
    unread,
  };
}

export function countUnreadNotices(db: Db, userId: number): Promise<number> {
  return countNotices(db, { userId, unreadOnly: true });
}

/** Marks notices read and returns what is still unread. */
export async function readNotices(db: Db, userId: number, which: { ids: number[] } | { all: true }): Promise<{ unread: number }> {
  await markNoticesRead(db, userId, 'ids' in which ? which.ids : 'all');
  return { unread: await countUnreadNotices(db, userId) };
}
