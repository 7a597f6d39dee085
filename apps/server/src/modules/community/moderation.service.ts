/**
 * The console's community work (docs/api.md "Admin": news and notices, moderation): every article and
 * comment with its state, and hiding with a reason or showing again. A hidden item disappears from
 * members' reads at once (they read only visible rows); the change and its audit row commit together.
 */
import type {
  AdminArticleRow,
  AdminCommentRow,
  AdminModerateBody,
  ArticleType,
  ContentStatus,
  ListPage,
  PageQuery,
} from '@app/contract';
import { conflict, notFound, type MessageKey } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { withTransaction } from '../ledger/index.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { pagingOf } from './article-access.ts';
import { findArticle, lockVisibleArticle, pageArticles, setArticleStatus } from './articles.repository.ts';
import { findComment, pageAllComments, recountComments, setCommentStatus } from './comments.repository.ts';
import { articleLabel, presentAdminArticle, presentAdminComment } from './community.presenter.ts';
import type { ArticleRow } from './community.tables.ts';

type Filter = { status?: ContentStatus; keyword?: string };

export async function adminListArticles(
  db: Db,
  query: PageQuery & Filter & { type?: ArticleType },
): Promise<ListPage<AdminArticleRow>> {
  const { total, rows } = await pageArticles(
    db,
    { types: query.type ? [query.type] : ['post', 'news', 'notice'], status: query.status ?? 'any', keyword: query.keyword },
    pagingOf(query),
  );
  const usernames = await usernamesByIds(
    db,
    rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)])),
  );
  return toPage(
    rows.map((r) => presentAdminArticle(r, usernames)),
    total,
    query,
  );
}

export async function adminListComments(
  db: Db,
  query: PageQuery & Filter & { article_id?: number },
): Promise<ListPage<AdminCommentRow>> {
  const { total, rows } = await pageAllComments(db, { articleId: query.article_id, ...query }, pagingOf(query));
  const articleIds = [...new Set(rows.map((r) => Number(r.article_id)))];
  const [usernames, articles] = await Promise.all([
    usernamesByIds(
      db,
      rows.map((r) => Number(r.user_id)),
    ),
    Promise.all(articleIds.map((id) => findArticle(db, id))),
  ]);
  const titles = new Map<number, string>(articleIds.map((id, i) => [id, articleLabel(articles[i] as ArticleRow | undefined)]));
  return toPage(
    rows.map((r) => presentAdminComment(r, usernames, titles.get(Number(r.article_id)) ?? '')),
    total,
    query,
  );
}

const statusOf = (body: AdminModerateBody): ContentStatus => (body.hidden ? 'hidden' : 'normal');
const ALREADY = { hidden: 'community.already_hidden', normal: 'community.already_normal' } as const satisfies Record<
  ContentStatus,
  MessageKey
>;

export async function moderateArticle(db: Db, adminId: number, body: AdminModerateBody) {
  const status = statusOf(body);
  const reason = body.hidden ? body.reason : '';
  await withTransaction(db, async (trx) => {
    if (!(await findArticle(trx, body.id))) throw notFound('community.not_found');
    if (!(await setArticleStatus(trx, body.id, status, reason, clock.now()))) throw conflict(ALREADY[status]);
    await recordAudit(trx, adminId, body.hidden ? 'article_hide' : 'article_unhide', `article:${body.id}`, { reason });
  });
  return { id: body.id, status, hide_reason: reason };
}

export async function moderateComment(db: Db, adminId: number, body: AdminModerateBody) {
  const status = statusOf(body);
  const reason = body.hidden ? body.reason : '';
  await withTransaction(db, async (trx) => {
    const comment = await findComment(trx, body.id);
    if (!comment) throw notFound('community.not_found');
    const articleId = Number(comment.article_id);
    // Lock the article so the recount cannot interleave with a member's new comment.
    await lockVisibleArticle(trx, articleId);
    if (!(await setCommentStatus(trx, body.id, status, reason))) throw conflict(ALREADY[status]);
    await recountComments(trx, articleId);
    await recordAudit(trx, adminId, body.hidden ? 'comment_hide' : 'comment_unhide', `comment:${body.id}`, {
      article_id: articleId,
      reason,
    });
  });
  return { id: body.id, status, hide_reason: reason };
}
