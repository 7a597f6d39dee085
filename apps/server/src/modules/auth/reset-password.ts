/**
 * /api/user/resetpwd (docs/api.md "User"): a forgotten password reset with a mailed code, or a change with the
 * old password from the edit-password page. Either way every other session of the member is revoked.
 * Guessing is bounded three ways: 5 attempts per code, a per-client-address limit on the route, and an
 * hourly limit per mailbox; a wrong old password counts toward the sign-in lock like a wrong login.
 */
import { refuse } from '../../core/app-error.ts';
import { clearAttempts, reserveAttempt } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from '../users/index.ts';
import { findUserByEmail, updateUser, type DbHandle } from '../users/index.ts';
import { checkEmailCode, limitPerEmail, spendEmailCode } from '../users/email-codes.ts';
import { LOGIN_POLICY, memberLoginCounter } from '../users/lockout.ts';
import { refuseLocked } from './login-member.ts';
import { revokeOtherMemberTokens } from './session.service.ts';

export async function resetPasswordByCode(
  db: DbHandle,
  input: { email: string; code: string; newpassword: string },
): Promise<void> {
  await limitPerEmail(db, 'resetpwd', input.email);
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
  const now = clock.now();
  const reserved = await reserveAttempt(db, memberLoginCounter(user.id), LOGIN_POLICY, now);
  refuseLocked(reserved, now);
  if (!(await verifyPassword(user.password_hash, input.oldpassword))) {
    refuseLocked(reserved, now, true);
    throw refuse('auth.old_password_wrong');
  }
  const passwordHash = await hashPassword(input.newpassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await clearAttempts(trx, memberLoginCounter(user.id));
    await revokeOtherMemberTokens(trx, user.id, currentToken);
  });
}
