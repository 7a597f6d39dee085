/**
 * The shop area's public surface for other modules (docs/architecture.md "Parts and arrows").
 * Its check runs before a shop label is deleted (docs/product.md §5 "A label cannot be deleted until its published
 * goods are removed"), registered with labels from modules/index.ts.
 */
import type { Product } from '@app/contract';
import { conflict } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { countListed, decideProduct, findProduct, updateProduct } from './products.repository.ts';
import { presentProduct } from './shop.presenter.ts';

/** How many goods of the shop are on sale (status `listed`). */
export function countListedProducts(db: Db, shopId: number): Promise<number> {
  return countListed(db, shopId);
}

/** Refuses to delete a shop label while any of its goods is on sale. */
export async function refuseWhileGoodsListed(db: Db, shopId: number): Promise<void> {
  const listed = await countListed(db, shopId);
  if (listed > 0) throw conflict('labels.has_goods', { count: listed });
}

/** Goods in any status with their merchant, as an operator reads a report on them; undefined when deleted. */
export async function productSummary(db: Db, id: number): Promise<(Product & { user_id: number }) | undefined> {
  const row = await findProduct(db, id);
  return row ? { ...presentProduct(row), user_id: row.user_id } : undefined;
}

/**
 * Takes goods off sale after a report (docs/api.md "Chat in context"): they go through review and come out
 * rejected with the operator's reason, so the merchant sees why and must edit them for a new review.
 * False when they are already rejected or gone.
 */
export async function takeDownProduct(db: Db, id: number, adminId: number, reason: string): Promise<boolean> {
  const row = await findProduct(db, id);
  if (!row || row.status === 'rejected') return false;
  const now = clock.now();
  if (row.status !== 'review' && !(await updateProduct(db, id, row.status, { status: 'review', now }))) return false;
  return decideProduct(db, { id, status: 'rejected', reason, adminId, now });
}
