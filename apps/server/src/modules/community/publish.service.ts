/**
 * Publishing (docs/api.md "Community" post; "Admin" news and notices): a member's post, or an operator's news
 * item or notice recorded in the audit log with the article in one transaction.
 */
import type { AdminArticlePublishBody, ArticleItem, ArticlePostBody } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { withTransaction } from '../ledger/index.ts';
import { insertArticle } from './articles.repository.ts';
import { presentForViewer } from './feed.service.ts';

export async function publishPost(db: Db, userId: number, body: ArticlePostBody): Promise<ArticleItem> {
  const row = await insertArticle(db, {
    type: 'post',
    userId,
    adminId: null,
    title: body.title,
    content: body.content,
    images: body.images,
    now: clock.now(),
  });
  const [article] = await presentForViewer(db, [row], userId);
  return article!;
}

export async function publishOfficial(db: Db, adminId: number, body: AdminArticlePublishBody): Promise<ArticleItem> {
  const row = await withTransaction(db, async (trx) => {
    const article = await insertArticle(trx, {
      type: body.type,
      userId: null,
      adminId,
      title: body.title,
      content: body.content,
      images: body.images,
      now: clock.now(),
    });
    await recordAudit(trx, adminId, 'article_publish', `article:${article.id}`, { type: body.type, title: body.title });
    return article;
  });
  const [article] = await presentForViewer(db, [row]);
  return article!;
}
