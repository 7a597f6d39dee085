/**
 * Changes to a member's row that other areas decide: the console freezes an account, shop review makes a
 * member a merchant, a VIP purchase moves the membership. The users module owns the `users` table, so
 * those areas call these services instead of writing the table (docs/architecture.md "Server module shape").
 */
import type { UserRow } from './users.tables.ts';
import * as repo from './users.repository.ts';

export type { StoredMembership } from './users.repository.ts';

export function setMemberStatus(db: repo.DbHandle, userId: number, status: UserRow['status']): Promise<void> {
  return repo.updateUser(db, userId, { status });
}

export function setMerchant(db: repo.DbHandle, userId: number, merchant: boolean): Promise<void> {
  return repo.setMerchantFlag(db, userId, merchant);
}

export function readMembership(db: repo.DbHandle, userId: number): Promise<repo.StoredMembership> {
  return repo.findMembership(db, userId);
}

/** True when the membership was still `before` and is now `after` (a concurrent purchase makes it false). */
export function replaceMembership(
  db: repo.DbHandle,
  userId: number,
  before: repo.StoredMembership,
  after: repo.StoredMembership,
): Promise<boolean> {
  return repo.swapMembership(db, userId, before, after);
}

/** Who to remind that a VIP membership ends soon: members whose end date falls in (from, to]. */
export function membersWithVipEnding(db: repo.DbHandle, from: number, to: number) {
  return repo.findVipEndingBetween(db, from, to);
}
