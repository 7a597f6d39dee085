/** Queries of who follows whom (docs/api.md "Community" attention*, and the fans list). */
import type { Db } from '../../db/database.ts';
import type { Paging } from './articles.repository.ts';

/** True when the follow is new (a repeated follow inserts nothing). */
export async function insertFollow(db: Db, followerId: number, followeeId: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('member_follows')
    .values({ follower_id: followerId, followee_id: followeeId, createtime: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteFollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db.deleteFrom('member_follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
}

/** Which of `userIds` the member follows. */
export async function followedAmong(db: Db, followerId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_follows')
    .select('followee_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', 'in', [...new Set(userIds)])
    .execute();
  return new Set(rows.map((r) => Number(r.followee_id)));
}

/** Which of `userIds` follow the member. */
export async function followersAmong(db: Db, followeeId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_follows')
    .select('follower_id')
    .where('followee_id', '=', followeeId)
    .where('follower_id', 'in', [...new Set(userIds)])
    .execute();
  return new Set(rows.map((r) => Number(r.follower_id)));
}

export interface FollowEdge {
  userId: number;
  createtime: number;
}

/** The other side of a member's follows, newest first: whom they follow, or who follows them. */
export async function pageFollowEdges(
  db: Db,
  side: 'followees' | 'followers',
  userId: number,
  page: Paging,
): Promise<{ total: number; rows: FollowEdge[] }> {
  const [mine, other] =
    side === 'followees' ? (['follower_id', 'followee_id'] as const) : (['followee_id', 'follower_id'] as const);
  const base = db.selectFrom('member_follows').where(mine, '=', userId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([`${other} as userId`, 'createtime'])
      .orderBy('createtime', 'desc')
      .orderBy(other, 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows: rows.map((r) => ({ userId: Number(r.userId), createtime: Number(r.createtime) })) };
}

/** Every member the follower follows (ids only). */
export async function listFolloweeIds(db: Db, followerId: number): Promise<number[]> {
  const rows = await db.selectFrom('member_follows').select('followee_id').where('follower_id', '=', followerId).execute();
  return rows.map((r) => Number(r.followee_id));
}
