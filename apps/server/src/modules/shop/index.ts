/**
 * The shop area's public surface for other modules (docs/architecture.md "Cross-module calls go through services").
 * Labels asks it before deleting a shop label (spec §5 "A label cannot be deleted until its published
 * goods are removed").
 */
import type { Db } from '../../db/database.ts';
import { countListed } from './products.repository.ts';

/** How many goods of the shop are on sale (status `listed`). */
export function countListedProducts(db: Db, shopId: number): Promise<number> {
  return countListed(db, shopId);
}
