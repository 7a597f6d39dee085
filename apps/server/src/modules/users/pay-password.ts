/**
 * The 6-digit payment password (docs/api.md "Conventions" and /api/user/paypassword). Other modules confirm
 * money moves with `checkPayPassword`: 5 wrong entries lock it for 30 minutes, however many arrive at once
 * (each entry reserves its attempt before it is checked, core/attempts.ts). Setting or changing it needs the
 * old one, or instead a code mailed for the `paypwd` event (the forgotten-password path).
 */
import type { PayPasswordBody } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import { attemptState, clearAttempts, reserveAttempt, type AttemptCounter, type Reservation } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from '../../db/schema.ts';
import { useEmailCode } from './email-codes.ts';
import { lockMinutes, PAY_POLICY, payPasswordCounter } from './lockout.ts';
import { forgetVerified, rememberVerified, verifiedRecently } from './pay-password-cache.ts';
import { findUserById, updateUser, type DbHandle } from './users.repository.ts';

const lockedError = (until: number, now: number) => refuse('auth.paypassword_locked', { minutes: lockMinutes(until - now) });

/**
 * A lock this young may be a burst's own reservations, still being checked (the reservation that takes the
 * last attempt starts the lock before its password is compared): if one of them is the right password, it
 * clears the lock within moments. So an entry that meets such a lock waits for those checks (at most
 * IN_FLIGHT_WAIT_MS) and tries again; the right password is then refused only when wrong ones really
 * reached the limit (docs/reliability.md "Attempt counters under parallel requests").
 */
const FRESH_LOCK_SECONDS = 5;
const IN_FLIGHT_WAIT_MS = 3000;
const isFresh = (lockedUntil: number, now: number) => lockedUntil - PAY_POLICY.lockSeconds > now - FRESH_LOCK_SECONDS;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reserves an attempt; a refusal by a fresh lock is tried again while the entries that made it finish. */
async function reserveFairly(db: DbHandle, counter: AttemptCounter): Promise<Reservation & { now: number }> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
    const now = clock.now();
    const reserved = await reserveAttempt(db, counter, PAY_POLICY, now);
    if (reserved.ok || !isFresh(reserved.lockedUntil, now) || Date.now() + wait > deadline) return { ...reserved, now };
    await pause(wait);
  }
}

/** The lock as the memo path reads it, after the same wait for a fresh lock's entries to finish. */
async function lockAfterInFlight(
  db: DbHandle,
  counter: AttemptCounter,
): Promise<{ lockedUntil: number; failures: number; now: number }> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
    const now = clock.now();
    const state = await attemptState(db, counter);
    if (state.lockedUntil <= now || !isFresh(state.lockedUntil, now) || Date.now() + wait > deadline) return { ...state, now };
    await pause(wait);
  }
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
  if (await verifyPassword(stored, paypassword)) {
    rememberVerified(user.id, stored, paypassword);
    await clearAttempts(db, counter);
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
