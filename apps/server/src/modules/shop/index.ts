/**
 * The shop area's public surface for other modules (docs/architecture.md "Cross-module calls go through services").
 * Its check runs before a shop label is deleted (spec §5 "A label cannot be deleted until its published
 * goods are removed"), registered with labels from modules/index.ts.
 */
import { conflict } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { countListed } from './products.repository.ts';

/** How many goods of the shop are on sale (status `listed`). */
export function countListedProducts(db: Db, shopId: number): Promise<number> {
  return countListed(db, shopId);
}

/** Refuses to delete a shop label while any of its goods is on sale. */
export async function refuseWhileGoodsListed(db: Db, shopId: number): Promise<void> {
  const listed = await countListed(db, shopId);
  if (listed > 0) throw conflict('labels.has_goods', { count: listed });
}
