/**
 * Failure counting with a temporary lock, shared by sign-in (10 wrong passwords → 15 minutes, issue 3)
 * and the payment password (API.md: wrong ones count toward a lockout). Pure: callers load and store state.
 */
export interface FailureState {
  failures: number;
  /** unix seconds; 0 or in the past = not locked */
  lockedUntil: number;
}

export interface LockoutPolicy {
  maxFailures: number;
  lockSeconds: number;
}

/** Seconds left on the lock, 0 when not locked. */
export function lockRemaining(state: FailureState, now: number): number {
  return Math.max(0, state.lockedUntil - now);
}

/** Minutes shown to the user, rounded up so "0 minutes" is never said while still locked. */
export function lockMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The state after one more failure: the count restarts after a lock ends, and reaching the limit locks. */
export function afterFailure(state: FailureState, now: number, policy: LockoutPolicy): FailureState {
  const lockEnded = state.lockedUntil !== 0 && state.lockedUntil <= now;
  const failures = (lockEnded ? 0 : state.failures) + 1;
  if (failures >= policy.maxFailures) return { failures: 0, lockedUntil: now + policy.lockSeconds };
  return { failures, lockedUntil: lockEnded ? 0 : state.lockedUntil };
}
