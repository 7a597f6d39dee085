/**
 * Business categories (docs/api.md /api/lable/categories and "Admin"): members
 * see the enabled ones in order; operators add, rename, reorder, disable and delete them. A category still
 * used by labels cannot be deleted (disable it instead), so no label loses its category silently.
 */
import {
  parseLocalized,
  pickLocalized,
  type AdminCategoryRow,
  type AdminCategorySaveBody,
  type LabelCategory,
  type Locale,
} from '@app/contract';
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.service.ts';
import * as repo from './categories.repository.ts';

/** Members read the name in their language (English when the operator left it out). */
const present = (c: repo.CategoryRow, locale: Locale): LabelCategory => ({
  id: c.id,
  name: pickLocalized(parseLocalized(c.name), locale),
  icon: c.icon,
  sort: c.sort,
});

export async function listMemberCategories(db: Db, locale: Locale): Promise<LabelCategory[]> {
  return (await repo.listCategories(db, true)).map((c) => present(c, locale));
}

/** The console edits every language, so it gets the whole map. */
export async function listConsoleCategories(db: Db): Promise<AdminCategoryRow[]> {
  const [rows, counts] = await Promise.all([repo.listCategories(db, false), repo.labelCountsByCategory(db)]);
  return rows.map((c) => ({
    id: c.id,
    name: parseLocalized(c.name),
    icon: c.icon,
    sort: c.sort,
    enabled: c.enabled === 1,
    labels: counts.get(c.id) ?? 0,
  }));
}

export async function saveCategory(db: Db, adminId: number, body: AdminCategorySaveBody): Promise<AdminCategoryRow[]> {
  const fields = { name: JSON.stringify(body.name), icon: body.icon, sort: body.sort, enabled: body.enabled ? 1 : 0 };
  await db.transaction().execute(async (trx) => {
    let id = body.id;
    if (id === undefined) id = await repo.insertCategory(trx, fields, clock.now());
    else if (!(await repo.updateCategory(trx, { id, ...fields }))) throw notFound('labels.category_not_found');
    await recordAudit(
      trx,
      adminId,
      body.id === undefined ? 'label_category_add' : 'label_category_edit',
      `label_category:${id}`,
      fields,
    );
  });
  return listConsoleCategories(db);
}

export async function removeCategory(db: Db, adminId: number, id: number): Promise<AdminCategoryRow[]> {
  const category = await repo.findCategory(db, id);
  if (!category) throw notFound('labels.category_not_found');
  const used = (await repo.labelCountsByCategory(db)).get(id) ?? 0;
  if (used > 0) throw conflict('labels.category_in_use', { count: used });
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteCategory(trx, id))) throw notFound('labels.category_not_found');
    await recordAudit(trx, adminId, 'label_category_delete', `label_category:${id}`, { name: parseLocalized(category.name).en });
  });
  return listConsoleCategories(db);
}
