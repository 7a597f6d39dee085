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
