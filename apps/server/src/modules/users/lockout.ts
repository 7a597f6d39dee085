/**
 * The attempt counters behind sign-in (10 wrong passwords → 15 minutes, LIMITS in the contract) and the
 * payment password (docs/api.md "Conventions": 5 wrong ones → 30 minutes). Each is reserved atomically before
 * the password is checked (core/attempts.ts), so parallel guesses cannot outrun it.
 */
import { LIMITS } from '@app/contract';
import type { AttemptCounter, AttemptPolicy } from '../../core/attempts.ts';

export const LOGIN_POLICY: AttemptPolicy = { max: LIMITS.loginFailuresBeforeLock, lockSeconds: LIMITS.loginLockSeconds };
export const PAY_POLICY: AttemptPolicy = {
  max: LIMITS.payPasswordFailuresBeforeLock,
  lockSeconds: LIMITS.payPasswordLockSeconds,
};

/** A member's sign-in counter: wrong login passwords and wrong old passwords on a change both count here. */
export const memberLoginCounter = (userId: number): AttemptCounter => ({
  table: 'users',
  key: { column: 'id', value: userId },
  failures: 'login_failures',
  lockedUntil: 'locked_until',
});

export const payPasswordCounter = (userId: number): AttemptCounter => ({
  table: 'users',
  key: { column: 'id', value: userId },
  failures: 'pay_failures',
  lockedUntil: 'pay_locked_until',
  inFlight: { count: 'pay_checking', since: 'pay_checking_since' },
});

/** Minutes shown to the user, rounded up so "0 minutes" is never said while still locked. */
export function lockMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
