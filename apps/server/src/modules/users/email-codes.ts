/**
 * Email verification codes (docs/api.md "User" /api/ems/send): 6 digits, stored only as a hash, valid for
 * 10 minutes and for at most 5 guesses, however many arrive at once. Checking and using are separate steps
 * so that a wrong guess is counted even when the caller's transaction rolls back, and a code is spent only
 * with the change it allows.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, type EmailEvent } from '@app/contract';
import { rateLimited, refuse } from '../../core/app-error.ts';
import { reserveAttempt, takeFromWindow } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import type { DbHandle } from './users.repository.ts';

export const EMAIL_CODE_MAX_ATTEMPTS = 5;

function hashCode(email: string, event: EmailEvent, code: string): string {
  return createHash('sha256').update(`${email}\n${event}\n${code}`).digest('hex');
}

export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(LIMITS.codeLength, '0');
}

/** When the last code for this address and purpose was issued (for the one-per-minute rule). */
export async function lastCodeTime(db: DbHandle, email: string, event: EmailEvent): Promise<number | undefined> {
  const row = await db
    .selectFrom('email_codes')
    .select('createtime')
    .where('email', '=', email)
    .where('event', '=', event)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createtime;
}

export async function storeEmailCode(db: DbHandle, email: string, event: EmailEvent, code: string): Promise<number> {
  const now = clock.now();
  const row = await db
    .insertInto('email_codes')
    .values({
      email,
      event,
      code_hash: hashCode(email, event, code),
      attempts: 0,
      used: 0,
      createtime: now,
      expiretime: now + LIMITS.emailCodeTtlSeconds,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteEmailCode(db: DbHandle, id: number): Promise<void> {
  await db.deleteFrom('email_codes').where('id', '=', id).execute();
}

/**
 * Checks `code` against the newest unused code for this address and purpose and returns its id. The guess
 * takes one of the code's 5 attempts BEFORE it is compared (core/attempts.ts), so parallel guesses cannot
 * outrun the count; after the fifth the code is dead. Refuses with one message for every failure.
 */
export async function checkEmailCode(db: DbHandle, email: string, event: EmailEvent, code: string): Promise<number> {
  const row = await db
    .selectFrom('email_codes')
    .select(['id', 'code_hash', 'expiretime'])
    .where('email', '=', email)
    .where('event', '=', event)
    .where('used', '=', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expiretime <= clock.now()) throw refuse('auth.code_invalid');
  const counter = { table: 'email_codes', key: { column: 'id', value: row.id }, failures: 'attempts' };
  const reserved = await reserveAttempt(db, counter, { max: EMAIL_CODE_MAX_ATTEMPTS, lockSeconds: 0 }, clock.now());
  if (!reserved.ok) throw refuse('auth.code_invalid');
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(email, event, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) throw refuse('auth.code_invalid');
  return row.id;
}

/** Spends a checked code; refuses when a concurrent request spent it first. */
export async function spendEmailCode(db: DbHandle, id: number): Promise<void> {
  const result = await db
    .updateTable('email_codes')
    .set({ used: 1 })
    .where('id', '=', id)
    .where('used', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw refuse('auth.code_invalid');
}

/** Check and spend in one call, for changes that are a single statement. */
export async function useEmailCode(db: DbHandle, email: string, event: EmailEvent, code: string): Promise<void> {
  await spendEmailCode(db, await checkEmailCode(db, email, event, code));
}

/** Requests about one mailbox (reset or registration) per hour, whichever addresses they come from. */
export const PER_EMAIL_LIMIT = { max: 20, windowSeconds: 3600 };

/** Takes one request for `purpose` on this mailbox from its hourly window, or refuses as rate-limited. */
export async function limitPerEmail(db: DbHandle, purpose: string, email: string): Promise<void> {
  const key = `${purpose}:${email.trim().toLowerCase()}`;
  if (!(await takeFromWindow(db, key, PER_EMAIL_LIMIT.max, PER_EMAIL_LIMIT.windowSeconds, clock.now()))) throw rateLimited();
}
