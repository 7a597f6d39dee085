/** Queries of `label_categories` (business categories, docs/api.md /api/lable/categories; console-managed). */
import { parseLocalized, pickLocalized, type Locale } from '@app/contract';
import type { Db } from '../../db/database.ts';

export interface CategoryRow {
  id: number;
  /** JSON map of the name per locale (migration 0014), read with parseLocalized */
  name: string;
  icon: string;
  sort: number;
  enabled: number;
}

const columns = ['id', 'name', 'icon', 'sort', 'enabled'] as const;
const toRow = (r: CategoryRow): CategoryRow => ({ ...r, id: Number(r.id), sort: Number(r.sort), enabled: Number(r.enabled) });

/** In display order; `enabledOnly` for members, every category for the console. */
export async function listCategories(db: Db, enabledOnly: boolean): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom('label_categories')
    .select(columns)
    .$if(enabledOnly, (q) => q.where('enabled', '=', 1))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const row = await db.selectFrom('label_categories').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** How many of these distinct ids are enabled categories (a map filter takes only those). */
export async function countEnabledCategories(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('label_categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id', 'in', [...new Set(ids)])
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Names by id in `locale`, for presenting labels (disabled categories keep their name on existing labels). */
export async function categoryNames(db: Db, locale: Locale): Promise<Map<number, string>> {
  const rows = await listCategories(db, false);
  return new Map(rows.map((r) => [r.id, pickLocalized(parseLocalized(r.name), locale)]));
}

export async function insertCategory(db: Db, c: Omit<CategoryRow, 'id'>, now: number): Promise<number> {
  const row = await db
    .insertInto('label_categories')
    .values({ ...c, createtime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCategory(db: Db, c: CategoryRow): Promise<boolean> {
  const { id, ...fields } = c;
  const result = await db.updateTable('label_categories').set(fields).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('label_categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** How many labels (deleted ones included: they still point at it) use each category. */
export async function labelCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('labels')
    .select((eb) => ['category_id', eb.fn.countAll<number | string>().as('n')])
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
}
