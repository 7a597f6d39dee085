/**
 * Queries of articles and likes (docs/api.md "Community"). Feeds are newest first with the id as the tiebreak,
 * so a page boundary never shows one article twice or skips one that shares a second with another.
 * Counter changes first lock the article row, so every writer of one article's counters runs in turn.
 */
import type { ArticleType, ContentStatus } from '@app/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ArticleRow } from './community.tables.ts';

export interface Paging {
  offset: number;
  limit: number;
}

export interface ArticleFilter {
  types: readonly ArticleType[];
  /** only authors this member follows */
  followedBy?: number;
  keyword?: string;
  /** omitted: only visible articles (what members see); the console passes its own */
  status?: ContentStatus | 'any';
}

/** A LIKE pattern matching `keyword` literally ('!' escapes the wildcards). */
export function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}

export const likeLower = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;

function where(filter: ArticleFilter) {
  return (eb: ExpressionBuilder<Database, 'articles'>) => {
    const conditions = [eb('type', 'in', [...filter.types])];
    const status = filter.status ?? 'normal';
    if (status !== 'any') conditions.push(eb('status', '=', status));
    if (filter.followedBy !== undefined)
      conditions.push(
        eb('user_id', 'in', eb.selectFrom('member_follows').select('followee_id').where('follower_id', '=', filter.followedBy)),
      );
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      conditions.push(eb.or([likeLower('title', pattern), likeLower('content', pattern)]));
    }
    return eb.and(conditions);
  };
}

export async function pageArticles(db: Db, filter: ArticleFilter, page: Paging): Promise<{ total: number; rows: ArticleRow[] }> {
  const base = db.selectFrom('articles').where(where(filter));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('createtime', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(count.n), rows };
}

export function findArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertArticle(
  db: Db,
  a: {
    type: ArticleType;
    userId: number | null;
    adminId: number | null;
    title: string;
    content: string;
    images: string[];
    now: number;
  },
): Promise<ArticleRow> {
  return db
    .insertInto('articles')
    .values({
      type: a.type,
      user_id: a.userId,
      admin_id: a.adminId,
      title: a.title,
      content: a.content,
      images: JSON.stringify(a.images),
      createtime: a.now,
      updatetime: a.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Takes the row lock of a visible article for this transaction; false when there is none to lock. */
export async function lockVisibleArticle(trx: Db, id: number): Promise<boolean> {
  const row = await trx
    .updateTable('articles')
    .set((eb) => ({ likes: eb.ref('likes') }))
    .where('id', '=', id)
    .where('status', '=', 'normal')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves an article between shown and hidden; false when it was already there (or does not exist). */
export async function setArticleStatus(
  trx: Db,
  id: number,
  status: ContentStatus,
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('articles')
    .set({ status, hide_reason: reason, updatetime: now })
    .where('id', '=', id)
    .where('status', '<>', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/* ---------- likes ---------- */

export async function hasLike(db: Db, articleId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('article_likes')
    .select('user_id')
    .where('article_id', '=', articleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLike(trx: Db, articleId: number, userId: number, now: number): Promise<void> {
  await trx
    .insertInto('article_likes')
    .values({ article_id: articleId, user_id: userId, createtime: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteLike(trx: Db, articleId: number, userId: number): Promise<void> {
  await trx.deleteFrom('article_likes').where('article_id', '=', articleId).where('user_id', '=', userId).execute();
}

/** Sets the like counter to the likes there are (the caller holds the article lock). */
export async function recountLikes(trx: Db, articleId: number): Promise<number> {
  const row = await trx
    .updateTable('articles')
    .set((eb) => ({
      likes: eb
        .selectFrom('article_likes')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('article_id', '=', articleId),
    }))
    .where('id', '=', articleId)
    .returning('likes')
    .executeTakeFirstOrThrow();
  return Number(row.likes);
}

/** Which of these articles the member likes. */
export async function likedAmong(db: Db, userId: number, articleIds: number[]): Promise<Set<number>> {
  if (articleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('article_likes')
    .select('article_id')
    .where('user_id', '=', userId)
    .where('article_id', 'in', articleIds)
    .execute();
  return new Set(rows.map((r) => Number(r.article_id)));
}
