/**
 * Reading the community (docs/api.md "Community" getlist, news, gg, show, search): visible articles only,
 * newest first, each with its author and whether the viewer likes it and follows the author. A hidden
 * or missing article is the same 404.
 */
import type { ArticleDetail, ArticleItem, ArticleType, FeedTab, ListPage, PageQuery } from '@app/contract';
import { unauthorized } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { memberCardsByIds } from '../users/member-names.ts';
import { findVisibleArticle, pagingOf } from './article-access.ts';
import { likedAmong, pageArticles, type ArticleFilter } from './articles.repository.ts';
import { listThreads } from './comments.service.ts';
import type { ArticleRow } from './community.tables.ts';
import { followedAmong } from './follows.repository.ts';
import { presentArticle } from './community.presenter.ts';

/** Articles as a viewer sees them: authors, and the viewer's likes and follows, in three batched reads. */
export async function presentForViewer(db: Db, rows: ArticleRow[], viewerId?: number): Promise<ArticleItem[]> {
  const authorIds = rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)]));
  const [authors, liked, following] = await Promise.all([
    memberCardsByIds(db, authorIds),
    viewerId
      ? likedAmong(
          db,
          viewerId,
          rows.map((r) => Number(r.id)),
        )
      : new Set<number>(),
    viewerId ? followedAmong(db, viewerId, authorIds) : new Set<number>(),
  ]);
  return rows.map((row) => presentArticle(row, { id: viewerId, authors, liked, following }));
}

async function listArticles(db: Db, filter: ArticleFilter, page: PageQuery, viewerId?: number): Promise<ListPage<ArticleItem>> {
  const { total, rows } = await pageArticles(db, filter, pagingOf(page));
  return toPage(await presentForViewer(db, rows, viewerId), total, page);
}

/** `follow`: posts by the members I follow (members only); `find`: every member's posts. */
export function listFeed(db: Db, viewerId: number | undefined, tab: FeedTab, page: PageQuery) {
  if (tab === 'follow' && !viewerId) throw unauthorized();
  return listArticles(db, { types: ['post'], followedBy: tab === 'follow' ? viewerId : undefined }, page, viewerId);
}

export function listOfficial(
  db: Db,
  viewerId: number | undefined,
  type: Extract<ArticleType, 'news' | 'notice'>,
  page: PageQuery,
) {
  return listArticles(db, { types: [type] }, page, viewerId);
}

export function searchArticles(db: Db, viewerId: number | undefined, query: PageQuery & { keyword: string }) {
  return listArticles(db, { types: ['post', 'news', 'notice'], keyword: query.keyword }, query, viewerId);
}

export async function showArticle(db: Db, viewerId: number | undefined, id: number, page: PageQuery): Promise<ArticleDetail> {
  const row = await findVisibleArticle(db, id);
  const [[article], comment_list] = await Promise.all([presentForViewer(db, [row], viewerId), listThreads(db, id, page)]);
  return { ...article!, comment_list };
}
