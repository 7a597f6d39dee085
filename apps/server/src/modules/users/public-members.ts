/** Members as others see them (id, username, nickname, avatar), by id, for other modules' lists (chat). */
import type { PublicUser } from '@app/contract';
import type { DbHandle } from './users.repository.ts';
import { presentPublicUser } from './users.presenter.ts';

export async function publicMembersByIds(db: DbHandle, ids: readonly number[]): Promise<Map<number, PublicUser>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'avatar'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), presentPublicUser(row)]));
}
