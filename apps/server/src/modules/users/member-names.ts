/** Usernames by member id, for other modules' lists (review queues) that must not read `users` themselves. */
import type { DbHandle } from './users.repository.ts';

export async function usernamesByIds(db: DbHandle, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}

export interface MemberCard {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  bio: string;
}

/** What other modules show of a member beside their content (feeds, comments, follower lists). */
export async function memberCardsByIds(db: DbHandle, ids: readonly number[]): Promise<Map<number, MemberCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'avatar', 'bio'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), nickname: r.nickname || r.username }]));
}
