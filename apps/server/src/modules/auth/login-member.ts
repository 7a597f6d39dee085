/**
 * /api/user/login (docs/api.md "User"): email or username with password. 10 wrong passwords lock the account
 * for 15 minutes, however many arrive at once: each attempt is reserved before the password is checked
 * (core/attempts.ts). Unknown accounts answer exactly like known ones — same message, a password check
 * against a decoy hash for the same cost, and their own counter so they "lock" alike.
 */
import { forbidden, refuse } from '../../core/app-error.ts';
import { clearAttempts, reserveAttempt, reserveNamedAttempt, type Reservation } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import { decoyHash, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from '../users/index.ts';
import { findUserByAccount, type DbHandle } from '../users/index.ts';
import { lockMinutes, LOGIN_POLICY, memberLoginCounter } from '../users/lockout.ts';

/** The counter for a name nobody owns, kept in rate_counters. */
const unknownAccountKey = (account: string) => `login:${account.toLowerCase()}`;

export const loginLockedError = (until: number, now: number) => refuse('auth.locked', { minutes: lockMinutes(until - now) });

/** Throws the sign-in lock refusal when the reservation was refused, or when it used the last attempt. */
export function refuseLocked(reserved: Reservation, now: number, afterFailure = false): void {
  if (!reserved.ok) throw loginLockedError(reserved.lockedUntil || now + LOGIN_POLICY.lockSeconds, now);
  if (afterFailure && reserved.left === 0) throw loginLockedError(now + LOGIN_POLICY.lockSeconds, now);
}

export async function loginMember(db: DbHandle, input: { account: string; password: string }): Promise<UserRow> {
  const account = input.account.trim();
  const user = await findUserByAccount(db, account);
  const now = clock.now();
  const reserved = user
    ? await reserveAttempt(db, memberLoginCounter(user.id), LOGIN_POLICY, now)
    : await reserveNamedAttempt(db, unknownAccountKey(account), LOGIN_POLICY, now);
  refuseLocked(reserved, now);

  const matches = await verifyPassword(user?.password_hash ?? (await decoyHash()), input.password);
  if (!user || !matches) {
    refuseLocked(reserved, now, true);
    throw refuse('auth.login_failed');
  }
  // The right password clears the count even on a frozen account, so its owner keeps hearing "frozen".
  await clearAttempts(db, memberLoginCounter(user.id));
  if (user.status === 'frozen') throw forbidden('auth.frozen');
  return user;
}
