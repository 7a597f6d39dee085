/**
 * Nearby search (docs/api.md /api/lable/nearby; docs/product.md §7 "nearby radius 5000 m, page size 20"): the
 * visible labels within `radius` metres, nearest first, with the distance in metres. The index gives the
 * candidates inside the bounding box; exact haversine distances decide the circle and the order (ties by
 * id, so pages never overlap). A signed-in member's keyword goes into their search history.
 */
import type { ListPage, Locale, NearbyBody, NearbyItem } from '@app/contract';
import { clock } from '../../core/clock.ts';
import { blockersOf } from '../chat/index.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { refuse } from '../../core/app-error.ts';
import { countEnabledCategories } from './categories.repository.ts';
import { recordSearch } from './favorites.repository.ts';
import { boundingBox, haversineMetres } from './geo.ts';
import { localCategoryName, presentCard } from './labels.presenter.ts';
import { findLabelsWithCategory } from './labels.repository.ts';
import { findNearbyCandidates } from './nearby.repository.ts';
import { shownPoint, viewerOf } from './label-privacy.ts';
import { followeesOf } from '../community/index.ts';

export interface Ranked {
  id: number;
  distance: number;
}

/**
 * Every visible label within the circle matching the filters, nearest first; `hidePersonsOf` are members who
 * blocked the searcher, whose personal labels the searcher does not see (docs/api.md "Chat in context").
 */
export async function rankNearby(
  db: Db,
  q: NearbyBody,
  hidePersonsOf: readonly number[] = [],
  hideBlockersPersons = false,
  readerId?: number,
): Promise<Ranked[]> {
  const candidates = await findNearbyCandidates(db, boundingBox(q.lat, q.lng, q.radius), {
    type: q.type,
    categoryIds: categoryIdsOf(q),
    keyword: q.keyword || undefined,
    hidePersonsOf,
    hideBlockersPersons,
    privateFor: { readerId, followees: readerId === undefined ? [] : await followeesOf(db, readerId) },
  });
  const ranked: Ranked[] = [];
  for (const c of candidates) {
    const distance = haversineMetres(q.lat, q.lng, c.lat, c.lng);
    if (distance <= q.radius) ranked.push({ id: c.id, distance });
  }
  return ranked.sort((a, b) => a.distance - b.distance || a.id - b.id);
}

/** `category` (the existing client's one id) joins `categories` (docs/api.md "Map filters"). */
const categoryIdsOf = (q: NearbyBody) => [...new Set([...(q.categories ?? []), ...(q.category ? [q.category] : [])])];

/** Every category asked for must be one the map offers; checked before anything is recorded. */
async function checkCategories(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0 && (await countEnabledCategories(db, ids)) !== ids.length) throw refuse('labels.category_unknown');
}

export async function searchNearby(
  db: Db,
  userId: number | undefined,
  q: NearbyBody,
  locale: Locale,
): Promise<ListPage<NearbyItem>> {
  await checkCategories(db, categoryIdsOf(q));
  if (userId !== undefined && q.keyword) await recordSearch(db, userId, q.keyword, clock.now());
  // Nobody blocked most searchers: then the list is empty and the query is unchanged.
  const blockers = userId === undefined ? [] : await blockersOf(db, userId);
  // A guest may be a blocked member signed out: no blocker's personal label is shown to guests.
  const ranked = await rankNearby(db, q, blockers, userId === undefined, userId);
  const page = ranked.slice((q.page - 1) * q.limit, q.page * q.limit);
  const rows = await findLabelsWithCategory(
    db,
    page.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const viewer = await viewerOf(db, userId, rows);
  const items = page.flatMap(({ id }) => {
    const row = byId.get(id);
    if (!row) return [];
    // Another member's personal label leaves with its shown point, its distance measured to that point.
    const shown = { ...row, ...shownPoint(row, viewer) };
    const distance = Math.round(haversineMetres(q.lat, q.lng, shown.lat, shown.lng));
    return [{ ...presentCard(shown, localCategoryName(row.category_name, locale)), distance } as NearbyItem];
  });
  return toPage(items, ranked.length, q);
}
