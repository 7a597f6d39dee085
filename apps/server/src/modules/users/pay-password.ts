/**
 * The 6-digit payment password (API.md "Conventions" and /api/user/paypassword). Other modules confirm
 * money moves with `checkPayPassword`: 5 wrong entries lock it for 30 minutes. Setting or changing it
 * needs the old one, or instead a code mailed for the `paypwd` event (the forgotten-password path).
 */
import { LIMITS, type PayPasswordBody } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from '../../db/schema.ts';
import { useEmailCode } from '../auth/email-codes.ts';
import { afterFailure, lockMinutes, lockRemaining } from '../auth/lockout.ts';
import { forgetVerified, rememberVerified, verifiedRecently } from './pay-password-cache.ts';
import { findUserById, updateUser, type DbHandle } from './users.repository.ts';

const POLICY = { maxFailures: LIMITS.payPasswordFailuresBeforeLock, lockSeconds: LIMITS.payPasswordLockSeconds };

/** Refuses unless `paypassword` is the member's payment password; wrong entries count toward the lock. */
export async function checkPayPassword(db: DbHandle, userId: number, paypassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.pay_password_hash) throw refuse('auth.paypassword_required');
  const now = clock.now();
  const state = { failures: user.pay_failures, lockedUntil: user.pay_locked_until };
  const remaining = lockRemaining(state, now);
  if (remaining > 0) throw refuse('auth.paypassword_locked', { minutes: lockMinutes(remaining) });
  const stored = user.pay_password_hash;
  if (verifiedRecently(user.id, stored, paypassword) || (await verifyPassword(stored, paypassword))) {
    rememberVerified(user.id, stored, paypassword);
    if (state.failures > 0 || state.lockedUntil > 0) await updateUser(db, user.id, { pay_failures: 0, pay_locked_until: 0 });
    return;
  }
  const next = afterFailure(state, now, POLICY);
  await updateUser(db, user.id, { pay_failures: next.failures, pay_locked_until: next.lockedUntil });
  const lockedNow = lockRemaining(next, now);
  throw lockedNow > 0 ? refuse('auth.paypassword_locked', { minutes: lockMinutes(lockedNow) }) : refuse('auth.paypassword_wrong');
}

export async function setPayPassword(db: DbHandle, user: UserRow, input: PayPasswordBody): Promise<void> {
  if (input.code) {
    if (!user.email) throw refuse('auth.email_required');
    await useEmailCode(db, user.email, 'paypwd', input.code);
  } else if (user.pay_password_hash) {
    await checkPayPassword(db, user.id, input.oldpaypassword);
  }
  const hash = await hashPassword(input.newpaypassword);
  await updateUser(db, user.id, { pay_password_hash: hash, pay_failures: 0, pay_locked_until: 0 });
  forgetVerified(user.id);
}
