/**
 * Repeat payments without a second argon2 run (durable money-moving writes were to reach ≥ 2,500/s on a
 * 2-core machine). The payment password is verified with argon2id at OWASP's cost (core/passwords.ts): ~20 ms of a
 * core on a quiet machine, so at most ~100 money moves/s per machine, whatever the database does.
 *
 * What is remembered: after a payment password has verified, an HMAC-SHA-256 of (member, stored hash,
 * password) under a random key made at start-up and never written anywhere; a later entry that gives the same
 * HMAC for the same stored hash is accepted without argon2, for 10 minutes. Why this does not weaken it:
 * - the stored hash and its cost are unchanged, so a leaked database is exactly as hard to attack;
 * - nothing here outlives the process or leaves it: whoever can read its memory reads passwords as they
 *   arrive anyway, and the HMAC key is never stored;
 * - a wrong entry never matches, so it reserves one of the 5 tries and goes through argon2 as before
 *   (pay-password.ts); a matching entry takes no try but still obeys the lock, read afresh after the match;
 * - a changed payment password has a new stored hash, which no remembered entry names (and setting one
 *   forgets the member's entry at once); each instance remembers only what it verified itself.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY = randomBytes(32);
const TTL_MS = 10 * 60_000;
/** bounds memory at ~10 MB; the oldest entries go first */
const MAX_ENTRIES = 100_000;

interface Entry {
  stored: string;
  mac: Buffer;
  until: number;
}
const entries = new Map<number, Entry>();

const macOf = (userId: number, stored: string, password: string) =>
  createHmac('sha256', KEY).update(`${userId}\0${stored}\0${password}`).digest();

/** True when this password verified against this very stored hash within the last 10 minutes. */
export function verifiedRecently(userId: number, stored: string, password: string): boolean {
  const entry = entries.get(userId);
  if (!entry || entry.stored !== stored || entry.until <= Date.now()) return false;
  return timingSafeEqual(entry.mac, macOf(userId, stored, password));
}

export function rememberVerified(userId: number, stored: string, password: string): void {
  entries.delete(userId);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(userId, { stored, mac: macOf(userId, stored, password), until: Date.now() + TTL_MS });
}

export function forgetVerified(userId: number): void {
  entries.delete(userId);
}
