/**
 * /api/user/changemobile (docs/api.md "User"): binds a mobile number with a code from the `changemobile`
 * event, which is mailed to the member's email (the product has one code channel). Numbers are unique.
 */
import { refuse } from '../../core/app-error.ts';
import type { UserRow } from './users.tables.ts';
import { useEmailCode } from './email-codes.ts';
import { findUserById, mobileTakenByOther, updateUser, type DbHandle } from './users.repository.ts';

export async function changeMobile(db: DbHandle, user: UserRow, input: { mobile: string; code: string }): Promise<UserRow> {
  if (!user.email) throw refuse('auth.email_required');
  // Checked before the code is spent, so a taken number does not cost the member a fresh code.
  if (await mobileTakenByOther(db, input.mobile, user.id)) throw refuse('auth.mobile_taken');
  await useEmailCode(db, user.email, 'changemobile', input.code);
  await updateUser(db, user.id, { mobile: input.mobile });
  return (await findUserById(db, user.id))!;
}
