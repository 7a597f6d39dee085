/**
 * What members hear of each other's activity (docs/api.md "Notifications", group `community`): a new
 * follower, and a comment or like on their post — never of their own doing, never from a member they
 * blocked (docs/api.md "Chat in context" — blocking), and a like toggled off and on again while the first
 * notice is unread does not tell the author twice.
 */
import type { Db } from '../../db/database.ts';
import { isBlockedBy } from '../chat/index.ts';
import { notify } from '../notices/index.ts';
import { memberCardsByIds } from '../users/member-names.ts';
import { findArticle } from './articles.repository.ts';

async function nicknameOf(trx: Db, userId: number): Promise<string> {
  return (await memberCardsByIds(trx, [userId])).get(userId)?.nickname ?? '';
}

export async function tellFollowed(trx: Db, followerId: number, followeeId: number): Promise<void> {
  if (await isBlockedBy(trx, followeeId, followerId)) return;
  await notify(trx, {
    userId: followeeId,
    type: 'follow',
    params: { nickname: await nicknameOf(trx, followerId) },
    link: '/my/fans',
    once: { key: `follow:${followerId}`, while: 'unread' },
  });
}

export async function tellAuthor(trx: Db, articleId: number, actorId: number, type: 'comment' | 'like'): Promise<void> {
  const article = await findArticle(trx, articleId);
  const authorId = article ? Number(article.user_id) : undefined;
  if (authorId === undefined || authorId === actorId || (await isBlockedBy(trx, authorId, actorId))) return;
  await notify(trx, {
    userId: authorId,
    type,
    params: { nickname: await nicknameOf(trx, actorId) },
    link: `/community/adtidetail/adtidetail?id=${articleId}`,
    once: type === 'like' ? { key: `like:${articleId}:${actorId}`, while: 'unread' } : undefined,
  });
}
