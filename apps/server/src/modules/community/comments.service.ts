/**
 * Commenting (docs/api.md "Community" commentpost, comments): a comment on a visible article, or a reply to a
 * visible comment of the same article; the article's comment counter moves in the same transaction.
 */
import type { CommentItem, CommentPostBody, ListPage, PageQuery } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { withTransaction } from '../ledger/index.ts';
import { memberCardsByIds } from '../users/member-names.ts';
import { isBlockedBy } from '../chat/index.ts';
import { findArticle, lockVisibleArticle } from './articles.repository.ts';
import { findComment, insertComment, pageThreads, recountComments, repliesIn } from './comments.repository.ts';
import { tellAuthor } from './community-notices.ts';
import { presentComment, presentThreads } from './community.presenter.ts';
import { findVisibleArticle, pagingOf } from './article-access.ts';

/** One page of an article's threads (the caller has checked the article is visible). */
export async function listThreads(db: Db, articleId: number, page: PageQuery): Promise<ListPage<CommentItem>> {
  const { total, rows } = await pageThreads(db, articleId, pagingOf(page));
  const replies = await repliesIn(
    db,
    rows.map((r) => Number(r.id)),
  );
  const userIds = [...rows, ...replies].flatMap((c) => [
    Number(c.user_id),
    ...(c.reply_user_id ? [Number(c.reply_user_id)] : []),
  ]);
  return toPage(presentThreads(rows, replies, await memberCardsByIds(db, userIds)), total, page);
}

export async function listComments(db: Db, articleId: number, page: PageQuery): Promise<ListPage<CommentItem>> {
  await findVisibleArticle(db, articleId);
  return listThreads(db, articleId, page);
}

/** The comment answered, if any: visible, and on this article. */
async function replyTarget(db: Db, articleId: number, replyId: number | undefined) {
  if (!replyId) return undefined;
  const target = await findComment(db, replyId);
  if (!target || target.status !== 'normal') throw notFound('community.comment_not_found');
  if (Number(target.article_id) !== articleId) throw refuse('community.reply_other_article');
  if (target.root_id !== null) {
    const root = await findComment(db, Number(target.root_id));
    if (!root || root.status !== 'normal') throw notFound('community.comment_not_found');
  }
  return target;
}

/**
 * A member blocked by the post's author, or by the author of the comment answered, cannot comment there
 * (docs/api.md "Chat in context" — blocking); the refusal names no reason.
 */
async function refuseIfBlocked(db: Db, userId: number, articleId: number, repliedTo: number | undefined): Promise<void> {
  const article = await findArticle(db, articleId);
  const authors = [...new Set([Number(article?.user_id), ...(repliedTo === undefined ? [] : [repliedTo])])];
  for (const author of authors) {
    if (author !== userId && (await isBlockedBy(db, author, userId))) throw refuse('community.comment_not_allowed');
  }
}

export async function postComment(db: Db, userId: number, body: CommentPostBody): Promise<CommentItem> {
  const row = await withTransaction(db, async (trx) => {
    if (!(await lockVisibleArticle(trx, body.article_id))) throw notFound('community.article_not_found');
    const target = await replyTarget(trx, body.article_id, body.reply_id);
    await refuseIfBlocked(trx, userId, body.article_id, target ? Number(target.user_id) : undefined);
    const comment = await insertComment(trx, {
      articleId: body.article_id,
      userId,
      rootId: target ? Number(target.root_id ?? target.id) : null,
      replyId: target ? Number(target.id) : null,
      replyUserId: target ? Number(target.user_id) : null,
      content: body.content,
      now: clock.now(),
    });
    await recountComments(trx, body.article_id);
    await tellAuthor(trx, body.article_id, userId, 'comment');
    return comment;
  });
  const cards = await memberCardsByIds(db, [userId, ...(row.reply_user_id ? [Number(row.reply_user_id)] : [])]);
  return presentComment(row, cards);
}
