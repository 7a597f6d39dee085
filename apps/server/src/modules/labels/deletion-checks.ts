/**
 * What must hold before a member's shop label is deleted, as other modules see it (docs/product.md §5 "A label cannot
 * be deleted until its published goods are removed"). The shop module builds on labels, so labels cannot
 * ask it directly without a cycle; instead the shop's check is handed in from its entry in
 * modules/index.ts into the app's registry, and the route hands deleteLabel the app's checks.
 */
import type { Db } from '../../db/database.ts';

/** Throws a typed refusal (AppError) when the shop still has something that must go first. */
export type ShopDeletionCheck = (db: Db, shopId: number) => Promise<void>;

/** Runs the app's checks (ctx.registry.shopDeletionChecks, modules/registry.ts) in the order they were added. */
export async function runShopDeletionChecks(checks: Iterable<ShopDeletionCheck>, db: Db, shopId: number): Promise<void> {
  for (const check of checks) await check(db, shopId);
}
