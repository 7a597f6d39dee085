/**
 * Label moderation in the console (docs/api.md "Admin"; permissions content.view and
 * content.moderate): every label with filters, and hiding with a reason — a hidden label leaves the map
 * at once (the index holds visible labels only) and its owner sees the reason; unhiding puts it back.
 */
import type { AdminLabelHideBody, AdminLabelListBody, AdminLabelRow, ListPage } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { categoryNames } from './categories.repository.ts';
import { categoryNameOf, presentAdminRow } from './labels.presenter.ts';
import { findLabel, pageAllLabels, setHidden } from './labels.repository.ts';

/** Operators enter every name in English (the required one), so the console lists read it. */
const CONSOLE_LOCALE = 'en';

export async function listLabelsForConsole(db: Db, q: AdminLabelListBody): Promise<ListPage<AdminLabelRow>> {
  const { total, rows } = await pageAllLabels(db, {
    type: q.type,
    status: q.status,
    keyword: q.keyword || undefined,
    userId: q.user_id,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const [users, categories] = await Promise.all([
    usernamesByIds(
      db,
      rows.map((r) => Number(r.user_id)),
    ),
    categoryNames(db, CONSOLE_LOCALE),
  ]);
  const items = rows.map((r) => presentAdminRow(r, users.get(Number(r.user_id)) ?? '', categoryNameOf(categories, r)));
  return toPage(items, total, q);
}

export async function hideLabel(db: Db, adminId: number, body: AdminLabelHideBody): Promise<AdminLabelRow> {
  const row = await findLabel(db, body.id);
  if (!row) throw notFound('labels.not_found');
  const reason = body.hidden ? (body.reason ?? '') : '';
  await db.transaction().execute(async (trx) => {
    if (!(await setHidden(trx, { id: body.id, hidden: body.hidden, reason, now: clock.now() })))
      throw notFound('labels.not_found');
    await recordAudit(trx, adminId, body.hidden ? 'label_hide' : 'label_unhide', `label:${body.id}`, {
      user_id: Number(row.user_id),
      title: row.title,
      reason,
    });
  });
  const updated = await findLabel(db, body.id);
  const [users, categories] = await Promise.all([usernamesByIds(db, [Number(row.user_id)]), categoryNames(db, CONSOLE_LOCALE)]);
  return presentAdminRow(updated!, users.get(Number(row.user_id)) ?? '', categoryNameOf(categories, updated!));
}
