/**
 * Favourites and shop search history (docs/api.md /api/lable/favorite, favorites, history, clearhistory;
 * docs/product.md §3 "Search history"). Only labels on the map can be favourited; a favourite whose label left the
 * map drops out of the list (and comes back if the label does).
 */
import type { FavoriteItem, HistoryItem, ListPage, Locale, PageQuery } from '@app/contract';
import { clock } from '../../core/clock.ts';
import { blockersOf } from '../chat/index.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { clearSearches, listSearches, pageFavorites, toggleFavorite } from './favorites.repository.ts';
import { localCategoryName, presentCard } from './labels.presenter.ts';
import { findLabelsWithCategory } from './labels.repository.ts';
import { findReadableLabel, isOnMap } from './read-labels.ts';
import { notFound } from '../../core/app-error.ts';
import { mayView, shownPoint, viewerOf } from './label-privacy.ts';

export async function toggleFavoriteLabel(db: Db, userId: number, labelId: number): Promise<{ favorited: boolean }> {
  const row = await findReadableLabel(db, labelId, userId);
  if (!isOnMap(row)) throw notFound('labels.not_found');
  return { favorited: await toggleFavorite(db, userId, labelId, clock.now()) };
}

export async function listFavorites(db: Db, userId: number, page: PageQuery, locale: Locale): Promise<ListPage<FavoriteItem>> {
  const { total, rows } = await pageFavorites(db, { userId, offset: (page.page - 1) * page.limit, limit: page.limit });
  const labels = await findLabelsWithCategory(
    db,
    rows.map((r) => r.label_id),
  );
  const byId = new Map(labels.map((l) => [Number(l.id), l]));
  // A personal label favourited before its owner blocked the reader drops out, as on the map.
  const blockers = new Set(await blockersOf(db, userId));
  // So does one its owner has since kept from the reader; the others show their shown point (docs/api.md).
  const viewer = await viewerOf(db, userId, labels);
  const items = rows.flatMap(({ label_id, createtime }) => {
    const label = byId.get(label_id);
    if (!label || (label.type === 'person' && blockers.has(Number(label.user_id))) || !mayView(label, viewer)) return [];
    const shown = { ...label, ...shownPoint(label, viewer) };
    return [{ ...presentCard(shown, localCategoryName(label.category_name, locale)), favoritetime: createtime } as FavoriteItem];
  });
  return toPage(items, total, page);
}

export function searchHistory(db: Db, userId: number): Promise<HistoryItem[]> {
  return listSearches(db, userId);
}

export function clearSearchHistory(db: Db, userId: number): Promise<void> {
  return clearSearches(db, userId);
}
