/**
 * The member's identity-verification level (docs/api.md userinfo `level.verify`). Owned here because it is a
 * column of `users`; the verification module calls it when a reviewer passes a submission.
 */
import type { VerifyLevel } from '@app/contract';
import { updateUser, type DbHandle } from './users.repository.ts';

/** Sets the level inside the caller's transaction. */
export async function setVerifyLevel(db: DbHandle, userId: number, level: VerifyLevel): Promise<void> {
  await updateUser(db, userId, { verify_level: level });
}

/** Ids of members who passed identity verification (any level): a subquery, e.g. the map's `verified` filter. */
export function verifiedMemberIds(db: DbHandle) {
  return db.selectFrom('users').select('id').where('verify_level', '<>', 'none');
}
