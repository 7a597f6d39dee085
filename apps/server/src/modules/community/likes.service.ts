/**
 * Likes (docs/api.md "Community" votecreate): with `like` the member's like is set to that state, so a double
 * tap asks for the same thing twice and gets it once; without it the like toggles, as the 1.5.3 client
 * expects. Either way one row per member and article, and the counter equals the rows.
 */
import type { VoteReply } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { deleteLike, hasLike, insertLike, lockVisibleArticle, recountLikes } from './articles.repository.ts';
import { tellAuthor } from './community-notices.ts';

export async function voteArticle(db: Db, userId: number, input: { article_id: number; like?: boolean }): Promise<VoteReply> {
  // The article row lock orders every like change of this article, so "has I liked it" cannot go stale.
  return withTransaction(db, async (trx) => {
    if (!(await lockVisibleArticle(trx, input.article_id))) throw notFound('community.article_not_found');
    const had = await hasLike(trx, input.article_id, userId);
    const liked = input.like ?? !had;
    if (liked && !had) {
      await insertLike(trx, input.article_id, userId, clock.now());
      await tellAuthor(trx, input.article_id, userId, 'like');
    }
    if (!liked && had) await deleteLike(trx, input.article_id, userId);
    return { liked, likes: await recountLikes(trx, input.article_id) };
  });
}
