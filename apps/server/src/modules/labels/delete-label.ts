/**
 * Deleting one's own label (docs/api.md /api/lable/del; docs/product.md §5 "A label cannot be deleted until its published
 * goods are removed"). Deleting a shop ends the member's merchant standing; its goods and orders keep
 * pointing at the (soft-)deleted row.
 */
import { notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { setMerchant } from '../users/member-standing.ts';
import { runShopDeletionChecks, type ShopDeletionCheck } from './deletion-checks.ts';
import { findLabel, softDeleteLabel } from './labels.repository.ts';

/** `checks`: what must hold before a shop goes (the app's shop deletion checks, labels/deletion-checks.ts). */
export async function deleteLabel(db: Db, checks: Iterable<ShopDeletionCheck>, userId: number, id: number): Promise<void> {
  const row = await findLabel(db, id);
  if (!row || Number(row.user_id) !== userId) throw notFound('labels.not_found');
  if (row.type === 'shop') await runShopDeletionChecks(checks, db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await softDeleteLabel(trx, id, clock.now()))) throw notFound('labels.not_found');
    if (row.type === 'shop' && row.status === 'passed') await setMerchant(trx, userId, false);
  });
}
