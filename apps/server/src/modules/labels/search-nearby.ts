/**
 * Nearby search (docs/api.md /api/lable/nearby; docs/product.md §7 "nearby radius 5000 m, page size 20"): the
 * visible labels within `radius` metres, nearest first, with the distance in metres. The index gives the
 * candidates inside the bounding box; exact haversine distances decide the circle and the order (ties by
 * id, so pages never overlap). A signed-in member's keyword goes into their search history.
 *
 * Another member's personal label is placed at its shown point for all three — the distance, the circle and the
 * order (docs/api.md "Personal label privacy") — so neither its presence at the circle's edge nor its rank gives
 * away the true point; the box is widened by the largest offset so a label shown inside is always a candidate.
 */
import { PRECISION_METRES, type ListPage, type Locale, type NearbyBody, type NearbyItem } from '@app/contract';
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
import { mapFilterSql, type MapFilterSql } from './map-filters.ts';
import type { ShopFacts } from './shop-facts.ts';
import { findNearbyCandidates, type NearbyFilter } from './nearby.repository.ts';
import { offsetSecret, shownPoint, viewerOf } from './label-privacy.ts';
import { followeesOf } from '../community/index.ts';

export interface Ranked {
  id: number;
  distance: number;
}

/** What nearby and search rank: a circle and the filters, already checked. */
export interface RankQuery {
  lat: number;
  lng: number;
  radius: number;
  type?: NearbyBody['type'];
  categoryIds: number[];
  keyword?: string;
  keywordCategoryIds?: number[];
  shopFilter?: MapFilterSql;
}

/** The largest distance between a personal label's true and shown point. */
const MAX_OFFSET_M = Math.max(...Object.values(PRECISION_METRES));

/** Who reads: blockers whose personal labels are left out, and whether the reader is a guest. */
export interface Searcher {
  userId?: number;
  hidePersonsOf: readonly number[];
}

/** Every visible label within the circle matching the filters, nearest first by the point the searcher is shown. */
export async function rankNearby(db: Db, q: RankQuery, searcher: Searcher): Promise<Ranked[]> {
  const { userId } = searcher;
  const personsPossible = q.type !== 'shop' && q.shopFilter === undefined;
  const filter: NearbyFilter = {
    type: q.type,
    categoryIds: q.categoryIds,
    keyword: q.keyword || undefined,
    keywordCategoryIds: q.keywordCategoryIds,
    shopFilter: q.shopFilter,
    hidePersonsOf: searcher.hidePersonsOf,
    // A guest may be a blocked member signed out: no blocker's personal label is shown to guests.
    hideBlockersPersons: userId === undefined,
    privateFor: { readerId: userId, followees: userId === undefined ? [] : await followeesOf(db, userId) },
  };
  const box = boundingBox(q.lat, q.lng, q.radius + (personsPossible ? MAX_OFFSET_M : 0));
  const [candidates, secret] = await Promise.all([findNearbyCandidates(db, box, filter), offsetSecret(db)]);
  const viewer = { userId, followees: new Set<number>(), secret };
  const ranked: Ranked[] = [];
  for (const c of candidates) {
    const point = shownPoint(c, viewer);
    const distance = haversineMetres(q.lat, q.lng, point.lat, point.lng);
    if (distance <= q.radius) ranked.push({ id: c.id, distance });
  }
  return ranked.sort((a, b) => a.distance - b.distance || a.id - b.id);
}

/** `category` (the existing client's one id) joins `categories` (docs/api.md "Map filters"). */
export const categoryIdsOf = (q: { categories?: number[]; category?: number }) => [
  ...new Set([...(q.categories ?? []), ...(q.category ? [q.category] : [])]),
];

/** Every category asked for must be one the map offers; checked before anything is recorded. */
export async function checkCategories(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0 && (await countEnabledCategories(db, ids)) !== ids.length) throw refuse('labels.category_unknown');
}

/** The cards of these ranked labels, in their order, each at the point this reader is shown. */
export async function presentRanked(db: Db, userId: number | undefined, page: Ranked[], locale: Locale): Promise<NearbyItem[]> {
  const rows = await findLabelsWithCategory(
    db,
    page.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const viewer = await viewerOf(db, userId, rows);
  return page.flatMap(({ id, distance }) => {
    const row = byId.get(id);
    if (!row) return [];
    const shown = { ...row, ...shownPoint(row, viewer) };
    return [
      { ...presentCard(shown, localCategoryName(row.category_name, locale)), distance: Math.round(distance) } as NearbyItem,
    ];
  });
}

export async function searchNearby(
  db: Db,
  facts: ShopFacts,
  userId: number | undefined,
  q: NearbyBody,
  locale: Locale,
): Promise<ListPage<NearbyItem>> {
  const categoryIds = categoryIdsOf(q);
  await checkCategories(db, categoryIds);
  if (userId !== undefined && q.keyword) await recordSearch(db, userId, q.keyword, clock.now());
  // Nobody blocked most searchers: then the list is empty and the query is unchanged.
  const blockers = userId === undefined ? [] : await blockersOf(db, userId);
  const shopFilter = await mapFilterSql(db, facts, q);
  const ranked = await rankNearby(db, { ...q, categoryIds, shopFilter }, { userId, hidePersonsOf: blockers });
  const items = await presentRanked(db, userId, ranked.slice((q.page - 1) * q.limit, q.page * q.limit), locale);
  return toPage(items, ranked.length, q);
}
