/**
 * The 6-digit payment password (docs/api.md "Conventions" and /api/user/paypassword). Other modules confirm
 * money moves with `checkPayPassword`: 5 wrong entries lock it for 30 minutes, however many arrive at once
 * (each entry reserves its attempt before it is checked, core/attempts.ts). Setting or changing it needs the
 * old one, or instead a code mailed for the `paypwd` event (the forgotten-password path).
 */
import type { PayPasswordBody } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import {
  attemptState,
  clearAttempts,
  IN_FLIGHT_STALE_SECONDS,
  reserveAttempt,
  settleAttempt,
  type AttemptCounter,
  type Reservation,
} from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from './users.tables.ts';
import { useEmailCode } from './email-codes.ts';
import { lockMinutes, PAY_POLICY, payPasswordCounter } from './lockout.ts';
import { forgetVerified, rememberVerified, verifiedRecently } from './pay-password-cache.ts';
import { findUserById, updateUser, type DbHandle } from './users.repository.ts';

const lockedError = (until: number, now: number) => refuse('auth.paypassword_locked', { minutes: lockMinutes(until - now) });

/**
 * A lock met while reservations are still being compared may be the burst's own (the reservation taking the
 * last attempt starts the lock before its password is compared): if one of them is the right password, it
 * clears the lock. The database counts those reservations (`pay_checking`), so an entry that meets a lock
 * waits while any are in flight and tries again; a lock with nothing in flight was made by wrong entries and
 * is refused at once (docs/reliability.md "Attempt counters under parallel requests"). The count of a request
 * that died goes stale after IN_FLIGHT_STALE_SECONDS, which also bounds the wait.
 */
const MAX_WAIT_MS = IN_FLIGHT_STALE_SECONDS * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const decidingLock = (state: { lockedUntil: number; checking?: number }, now: number) =>
  state.lockedUntil > now && (state.checking ?? 0) > 0;

/**
 * Runs `step` until `settled` says its answer is final or the wait runs out, backing off from 20 ms to 250 ms;
 * the reservation path and the memo path wait for the same checks in flight.
 */
async function untilDecided<T>(step: (now: number) => Promise<T>, settled: (result: T, now: number) => boolean) {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
    const now = clock.now();
    const result = await step(now);
    if (settled(result, now) || Date.now() > deadline) return { ...result, now };
    await pause(wait);
  }
}

/** Reserves an attempt; a refusal by a lock still being decided is tried again once those checks end. */
function reserveFairly(db: DbHandle, counter: AttemptCounter): Promise<Reservation & { now: number }> {
  return untilDecided(
    (now) => reserveAttempt(db, counter, PAY_POLICY, now),
    // a lock gone by the time the refusal was read was cleared by a right entry meanwhile: simply try again
    (reserved, now) => reserved.ok || (reserved.lockedUntil !== 0 && !decidingLock(reserved, now)),
  );
}

/** The lock as the memo path reads it, after the same wait for the checks deciding it. */
function lockAfterInFlight(db: DbHandle, counter: AttemptCounter) {
  return untilDecided(
    (now) => attemptState(db, counter, now),
    (state, now) => !decidingLock(state, now),
  );
}

/** Compares the entry, then ends its reservation whatever happens, so no count is left in flight. */
async function compareReserved(db: DbHandle, counter: AttemptCounter, stored: string, entry: string): Promise<boolean> {
  let right = false;
  try {
    right = await verifyPassword(stored, entry);
  } finally {
    await settleAttempt(db, counter, right);
  }
  return right;
}

/** Refuses unless `paypassword` is the member's payment password; wrong entries count toward the lock. */
export async function checkPayPassword(db: DbHandle, userId: number, paypassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.pay_password_hash) throw refuse('auth.paypassword_required');
  const stored = user.pay_password_hash;
  const counter = payPasswordCounter(user.id);
  // Only the right password matches the memo, so it takes no attempt; but the lock is read afresh, at the
  // point where a guess would reserve one: the row read above may predate a burst's reservations.
  if (verifiedRecently(user.id, stored, paypassword)) {
    const state = await lockAfterInFlight(db, counter);
    if (state.lockedUntil > state.now) throw lockedError(state.lockedUntil, state.now);
    if (state.failures > 0 || state.lockedUntil > 0) await clearAttempts(db, counter);
    return;
  }
  const reserved = await reserveFairly(db, counter);
  if (!reserved.ok) throw lockedError(reserved.lockedUntil || reserved.now + PAY_POLICY.lockSeconds, reserved.now);
  if (await compareReserved(db, counter, stored, paypassword)) {
    rememberVerified(user.id, stored, paypassword);
    return;
  }
  if (reserved.left === 0) throw lockedError(reserved.now + PAY_POLICY.lockSeconds, reserved.now);
  throw refuse('auth.paypassword_wrong', { remaining: reserved.left });
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
