/**
 * Following (docs/api.md "Community" attentioncreate, attentiondelete, attention; and fans): following is a
 * state, so repeating either call changes nothing; following oneself is refused and an unknown member is 404.
 */
import type { FollowMember, ListPage, PageQuery } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { isBlockedBy } from '../chat/index.ts';
import { withTransaction } from '../ledger/index.ts';
import { memberCardsByIds } from '../users/member-names.ts';
import { pagingOf } from './article-access.ts';
import { tellFollowed } from './community-notices.ts';
import { deleteFollow, followedAmong, followersAmong, insertFollow, pageFollowEdges } from './follows.repository.ts';
import { presentFollowMember } from './community.presenter.ts';

export async function follow(db: Db, followerId: number, followeeId: number): Promise<{ following: boolean }> {
  if (followerId === followeeId) throw refuse('community.follow_self');
  const found = await memberCardsByIds(db, [followeeId]);
  if (!found.has(followeeId)) throw notFound('community.user_not_found');
  // A member who blocked the caller cannot be followed by them (docs/api.md "Chat in context" — blocking).
  if (await isBlockedBy(db, followeeId, followerId)) throw refuse('community.follow_not_allowed');
  await withTransaction(db, async (trx) => {
    if (await insertFollow(trx, followerId, followeeId, clock.now())) await tellFollowed(trx, followerId, followeeId);
  });
  return { following: true };
}

export async function unfollow(db: Db, followerId: number, followeeId: number): Promise<{ following: boolean }> {
  await deleteFollow(db, followerId, followeeId);
  return { following: false };
}

/** `followees`: whom I follow (attention); `followers`: who follows me (fans). Newest first. */
export async function listFollows(
  db: Db,
  userId: number,
  side: 'followees' | 'followers',
  page: PageQuery,
): Promise<ListPage<FollowMember>> {
  const { total, rows } = await pageFollowEdges(db, side, userId, pagingOf(page));
  const ids = rows.map((r) => r.userId);
  const [cards, iFollow, followMe] = await Promise.all([
    memberCardsByIds(db, ids),
    side === 'followees' ? new Set(ids) : followedAmong(db, userId, ids),
    side === 'followers' ? new Set(ids) : followersAmong(db, userId, ids),
  ]);
  const data = rows.map((edge) =>
    presentFollowMember(edge, cards, { following: iFollow.has(edge.userId), follows_me: followMe.has(edge.userId) }),
  );
  return toPage(data, total, page);
}
