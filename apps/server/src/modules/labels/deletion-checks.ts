/**
 * What must hold before a member's shop label is deleted, as other modules see it (docs/product.md §5 "A label cannot
 * be deleted until its published goods are removed"). The shop module builds on labels, so labels cannot
 * ask it directly without a cycle; instead the shop's check is handed in from its entry in
 * modules/index.ts, and deleteLabel runs every registered check.
 */
import type { Db } from '../../db/database.ts';

/** Throws a typed refusal (AppError) when the shop still has something that must go first. */
export type ShopDeletionCheck = (db: Db, shopId: number) => Promise<void>;

const checks = new Map<string, ShopDeletionCheck>();

/** Adds a check under a name; the same name again replaces it (each test app registers anew). */
export function registerShopDeletionCheck(name: string, check: ShopDeletionCheck): void {
  checks.set(name, check);
}

export async function runShopDeletionChecks(db: Db, shopId: number): Promise<void> {
  for (const check of checks.values()) await check(db, shopId);
}
