/**
 * Turns stored labels into what a reader sees (docs/api.md /api/lable/detail, getmyable, addperson, addshop):
 * category names, the reader's favourites, ownership and, given the reader's position, the distance.
 */
import type { LabelDetail, Locale } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { categoryNames } from './categories.repository.ts';
import { favoritedIds } from './favorites.repository.ts';
import { haversineMetres } from './geo.ts';
import { categoryNameOf, presentDetail } from './labels.presenter.ts';
import type { LabelRow } from './labels.tables.ts';
import { shownPoint, viewerOf } from './label-privacy.ts';

export interface Reader {
  /** category names are shown in this language */
  locale: Locale;
  userId?: number;
  point?: { lat: number; lng: number };
}

/**
 * Another member's personal label carries its shown point, and the distance is measured to it (docs/api.md
 * "Personal label privacy"); callers have already left out the labels the reader may not see.
 */
export async function describeLabels(db: Db, rows: LabelRow[], reader: Reader): Promise<LabelDetail[]> {
  const [names, favorites, viewer] = await Promise.all([
    categoryNames(db, reader.locale),
    reader.userId === undefined
      ? new Set<number>()
      : favoritedIds(
          db,
          reader.userId,
          rows.map((r) => Number(r.id)),
        ),
    viewerOf(db, reader.userId, []),
  ]);
  return rows.map((stored) => {
    const row = { ...stored, ...shownPoint(stored, viewer) };
    return presentDetail(row, {
      categoryName: categoryNameOf(names, row),
      favorited: favorites.has(Number(row.id)),
      mine: reader.userId === Number(row.user_id),
      distance: reader.point ? haversineMetres(reader.point.lat, reader.point.lng, row.lat, row.lng) : null,
    });
  });
}

export async function describeLabel(db: Db, row: LabelRow, reader: Reader): Promise<LabelDetail> {
  return (await describeLabels(db, [row], reader))[0]!;
}
