/**
 * Queries of comments (docs/api.md "Community" commentpost, comments). A thread is a top-level comment and the
 * replies under it (`root_id`); a visible comment counts only while its thread's top comment is visible,
 * so hiding a comment takes its answers with it.
 */
import type { ContentStatus } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern, likeLower, type Paging } from './articles.repository.ts';
import type { CommentRow } from './community.tables.ts';

export function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  return db.selectFrom('article_comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertComment(
  trx: Db,
  c: {
    articleId: number;
    userId: number;
    rootId: number | null;
    replyId: number | null;
    replyUserId: number | null;
    content: string;
    now: number;
  },
): Promise<CommentRow> {
  return trx
    .insertInto('article_comments')
    .values({
      article_id: c.articleId,
      user_id: c.userId,
      root_id: c.rootId,
      reply_id: c.replyId,
      reply_user_id: c.replyUserId,
      content: c.content,
      createtime: c.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the comment counter to the visible comments in visible threads (the caller holds the article lock). */
export async function recountComments(trx: Db, articleId: number): Promise<number> {
  const row = await trx
    .updateTable('articles')
    .set({
      comments: sql<number>`(select count(*) from article_comments c where c.article_id = ${articleId}
        and c.status = 'normal'
        and (c.root_id is null or exists (select 1 from article_comments r where r.id = c.root_id and r.status = 'normal')))`,
    })
    .where('id', '=', articleId)
    .returning('comments')
    .executeTakeFirstOrThrow();
  return Number(row.comments);
}

/** Visible top-level comments of an article, newest first. */
export async function pageThreads(db: Db, articleId: number, page: Paging): Promise<{ total: number; rows: CommentRow[] }> {
  const base = db
    .selectFrom('article_comments')
    .where('article_id', '=', articleId)
    .where('root_id', 'is', null)
    .where('status', '=', 'normal');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('createtime', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Visible replies in these threads, oldest first. */
export function repliesIn(db: Db, rootIds: number[]): Promise<CommentRow[]> {
  if (rootIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article_comments')
    .selectAll()
    .where('root_id', 'in', rootIds)
    .where('status', '=', 'normal')
    .orderBy('id', 'asc')
    .execute();
}

export async function setCommentStatus(trx: Db, id: number, status: ContentStatus, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable('article_comments')
    .set({ status, hide_reason: reason })
    .where('id', '=', id)
    .where('status', '<>', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The console's list: every comment, newest first, by article, status or words. */
export async function pageAllComments(
  db: Db,
  filter: { articleId?: number; status?: ContentStatus; keyword?: string },
  page: Paging,
): Promise<{ total: number; rows: CommentRow[] }> {
  let base = db.selectFrom('article_comments');
  if (filter.articleId) base = base.where('article_id', '=', filter.articleId);
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.keyword) base = base.where(likeLower('content', containsPattern(filter.keyword)));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(count.n), rows };
}
