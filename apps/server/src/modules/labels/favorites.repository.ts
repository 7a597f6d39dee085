/** Queries of a member's favourite labels and shop search history (docs/api.md "Labels and map"). */
import type { Db } from '../../db/database.ts';
import { SEARCH_HISTORY_MAX } from '@app/contract';

/** Adds or removes the favourite; returns whether it is a favourite afterwards. */
export async function toggleFavorite(db: Db, userId: number, labelId: number, now: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('label_favorites')
    .where('user_id', '=', userId)
    .where('label_id', '=', labelId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto('label_favorites')
    .values({ user_id: userId, label_id: labelId, createtime: now })
    .onConflict((oc) => oc.columns(['user_id', 'label_id']).doNothing())
    .execute();
  return true;
}

export async function favoritedIds(db: Db, userId: number, labelIds: readonly number[]): Promise<Set<number>> {
  if (labelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('label_favorites')
    .select('label_id')
    .where('user_id', '=', userId)
    .where('label_id', 'in', [...new Set(labelIds)])
    .execute();
  return new Set(rows.map((r) => Number(r.label_id)));
}

/** Favourites whose label is still on the map, newest first. */
export async function pageFavorites(
  db: Db,
  q: { userId: number; offset: number; limit: number },
): Promise<{ total: number; rows: { label_id: number; createtime: number }[] }> {
  const base = db
    .selectFrom('label_favorites as f')
    .innerJoin('labels as l', 'l.id', 'f.label_id')
    .where('f.user_id', '=', q.userId)
    .where('l.status', '=', 'passed')
    .where('l.hidden', '=', 0)
    .where('l.deletetime', 'is', null);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['f.label_id', 'f.createtime'])
    .orderBy('f.createtime', 'desc')
    .orderBy('f.label_id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { total: Number(count.n), rows: rows.map((r) => ({ label_id: Number(r.label_id), createtime: Number(r.createtime) })) };
}

/** Records a keyword as the newest; keeps only the latest SEARCH_HISTORY_MAX per member. */
export async function recordSearch(db: Db, userId: number, keyword: string, now: number): Promise<void> {
  await db
    .insertInto('label_search_history')
    .values({ user_id: userId, keyword, createtime: now })
    .onConflict((oc) => oc.columns(['user_id', 'keyword']).doUpdateSet({ createtime: now }))
    .execute();
  const kept = await listSearches(db, userId);
  if (kept.length < SEARCH_HISTORY_MAX) return;
  const oldest = kept[kept.length - 1]!;
  await db.deleteFrom('label_search_history').where('user_id', '=', userId).where('createtime', '<', oldest.createtime).execute();
}

export async function listSearches(db: Db, userId: number): Promise<{ keyword: string; createtime: number }[]> {
  const rows = await db
    .selectFrom('label_search_history')
    .select(['keyword', 'createtime'])
    .where('user_id', '=', userId)
    .orderBy('createtime', 'desc')
    .orderBy('keyword')
    .limit(SEARCH_HISTORY_MAX)
    .execute();
  return rows.map((r) => ({ keyword: r.keyword, createtime: Number(r.createtime) }));
}

export async function clearSearches(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('label_search_history').where('user_id', '=', userId).execute();
}
