/**
 * What other modules may show of members they list together (P2P advertisers and counterparties): names,
 * avatar and the mobile number, which callers mask before it leaves the server. Read here so that no other
 * module reads `users` itself.
 */
import type { DbHandle } from './users.repository.ts';

export interface MemberCard {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  mobile: string;
  verifyLevel: 'none' | 'basic' | 'advanced';
}

export async function memberCardsByIds(db: DbHandle, ids: readonly number[]): Promise<Map<number, MemberCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'avatar', 'mobile', 'verify_level'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        avatar: r.avatar,
        mobile: r.mobile,
        verifyLevel: r.verify_level,
      },
    ]),
  );
}

/** Member ids whose username contains `keyword` (console searches), at most `limit`. */
export async function memberIdsMatching(db: DbHandle, keyword: string, limit = 200): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`)
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}
