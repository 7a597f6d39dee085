/**
 * /api/user/resetpwd (API.md "User"): a forgotten password reset with a mailed code, or a change with the
 * old password from the edit-password page. Either way every other session of the member is revoked.
 */
import { refuse } from '../../core/app-error.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from '../../db/schema.ts';
import { findUserByEmail, updateUser, type DbHandle } from '../users/users.repository.ts';
import { checkEmailCode, spendEmailCode } from './email-codes.ts';
import { revokeOtherMemberTokens } from './session.service.ts';

export async function resetPasswordByCode(
  db: DbHandle,
  input: { email: string; code: string; newpassword: string },
): Promise<void> {
  const codeId = await checkEmailCode(db, input.email, 'resetpwd', input.code);
  const user = await findUserByEmail(db, input.email);
  // Codes for unknown addresses are recorded but never mailed; one that matches still opens nothing.
  if (!user) throw refuse('auth.code_invalid');
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction().execute(async (trx) => {
    await spendEmailCode(trx, codeId);
    // Proving the mailbox also lifts a sign-in lock: that is what a locked-out member needs.
    await updateUser(trx, user.id, { password_hash: passwordHash, login_failures: 0, locked_until: 0 });
    await revokeOtherMemberTokens(trx, user.id);
  });
}

export async function changePassword(
  db: DbHandle,
  user: UserRow,
  currentToken: string,
  input: { oldpassword: string; newpassword: string },
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, input.oldpassword))) throw refuse('auth.old_password_wrong');
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await revokeOtherMemberTokens(trx, user.id, currentToken);
  });
}
