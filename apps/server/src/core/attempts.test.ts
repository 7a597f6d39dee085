/** The attempt-counter helper on the suite's database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  attemptState,
  clearAttempts,
  pruneSpentCounters,
  reserveAttempt,
  reserveNamedAttempt,
  settleAttempt,
  takeFromWindow,
  IN_FLIGHT_STALE_SECONDS,
  type AttemptCounter,
} from './attempts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const policy = { max: 3, lockSeconds: 900 };
const payCounter = (id: number): AttemptCounter => ({
  table: 'users',
  key: { column: 'id', value: id },
  failures: 'pay_failures',
  lockedUntil: 'pay_locked_until',
});

describe('reserveAttempt with a lock', () => {
  it('numbers attempts, locks when the last one is reserved, and restarts the count once the lock ends', async () => {
    const m = await createMember(t);
    const db = t.app.ctx.db;
    const c = payCounter(m.id);
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await reserveAttempt(db, c, policy, 1000 + i));
    expect(taken).toEqual([
      { ok: true, attempt: 1, left: 2 },
      { ok: true, attempt: 2, left: 1 },
      { ok: true, attempt: 3, left: 0 },
      { ok: false, lockedUntil: 1002 + 900 },
    ]);
    expect(await attemptState(db, c)).toEqual({ failures: 3, lockedUntil: 1902 });
    expect(await reserveAttempt(db, c, policy, 1901)).toEqual({ ok: false, lockedUntil: 1902 });
    expect(await reserveAttempt(db, c, policy, 1902)).toEqual({ ok: true, attempt: 1, left: 2 });
    expect(await attemptState(db, c)).toEqual({ failures: 1, lockedUntil: 0 });
  });

  it('lets a success clear the count and the lock', async () => {
    const m = await createMember(t);
    const db = t.app.ctx.db;
    const c = payCounter(m.id);
    for (let i = 0; i < 3; i++) await reserveAttempt(db, c, policy, 1000);
    await clearAttempts(db, c);
    expect(await attemptState(db, c)).toEqual({ failures: 0, lockedUntil: 0 });
    expect(await reserveAttempt(db, c, policy, 1000)).toEqual({ ok: true, attempt: 1, left: 2 });
  });

  it('grants exactly `max` of 60 simultaneous reservations', async () => {
    const m = await createMember(t);
    const db = t.app.ctx.db;
    const results = await Promise.all(Array.from({ length: 60 }, () => reserveAttempt(db, payCounter(m.id), policy, 5000)));
    const granted = results.filter((r) => r.ok);
    expect(granted.map((r) => r.ok && r.attempt).sort()).toEqual([1, 2, 3]);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.lockedUntil === 5900)).toBe(true);
  });
});

describe('reservations still being checked (inFlight columns)', () => {
  const checked = (id: number): AttemptCounter => ({
    ...payCounter(id),
    inFlight: { count: 'pay_checking', since: 'pay_checking_since' },
  });

  it('counts each reservation until it is settled, and a refusal says how many are still being checked', async () => {
    const m = await createMember(t);
    const db = t.app.ctx.db;
    const c = checked(m.id);
    const taken = await Promise.all(Array.from({ length: 8 }, () => reserveAttempt(db, c, policy, 5000)));
    expect(taken.filter((r) => r.ok)).toHaveLength(3);
    expect(taken.find((r) => !r.ok)).toEqual({ ok: false, lockedUntil: 5900, checking: 3 });
    await settleAttempt(db, c, false);
    await settleAttempt(db, c, false);
    expect(await attemptState(db, c, 5001)).toEqual({ failures: 3, lockedUntil: 5900, checking: 1 });
    // the last one was the right password: the lock its reservation started is gone, nothing is in flight
    await settleAttempt(db, c, true);
    expect(await attemptState(db, c, 5001)).toEqual({ failures: 0, lockedUntil: 0, checking: 0 });
  });

  it('reads a count left by requests that died as nothing in flight once it is stale, and restarts it', async () => {
    const m = await createMember(t);
    const db = t.app.ctx.db;
    const c = checked(m.id);
    await Promise.all(Array.from({ length: 3 }, () => reserveAttempt(db, c, policy, 6000)));
    expect((await attemptState(db, c, 6000 + IN_FLIGHT_STALE_SECONDS - 1)).checking).toBe(3);
    expect(await reserveAttempt(db, c, policy, 6000 + IN_FLIGHT_STALE_SECONDS)).toEqual({
      ok: false,
      lockedUntil: 6900,
      checking: 0,
    });
    expect(await reserveAttempt(db, c, policy, 6900)).toEqual({ ok: true, attempt: 1, left: 2 });
    expect((await attemptState(db, c, 6900)).checking).toBe(1);
  });
});

describe('reserveAttempt without a lock (a code spent after max guesses)', () => {
  it('refuses for good after max, and refuses a missing row', async () => {
    const db = t.app.ctx.db;
    const { id } = await db
      .insertInto('email_codes')
      .values({ email: 'x@example.test', event: 'register', code_hash: 'ab', attempts: 0, used: 0, createtime: 1, expiretime: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const c = { table: 'email_codes', key: { column: 'id', value: Number(id) }, failures: 'attempts' };
    const results = await Promise.all(Array.from({ length: 50 }, () => reserveAttempt(db, c, { max: 5, lockSeconds: 0 }, 1)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await reserveAttempt(db, c, { max: 5, lockSeconds: 0 }, 10_000)).toEqual({ ok: false, lockedUntil: 0 });
    const missing = { ...c, key: { column: 'id', value: -1 } };
    expect(await reserveAttempt(db, missing, { max: 5, lockSeconds: 0 }, 1)).toEqual({ ok: false, lockedUntil: 0 });
  });
});

describe('reserveNamedAttempt', () => {
  it('creates the counter on first use and locks like a row counter, even under a burst', async () => {
    const db = t.app.ctx.db;
    const results = await Promise.all(Array.from({ length: 50 }, () => reserveNamedAttempt(db, 'test:burst', policy, 7000)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await reserveNamedAttempt(db, 'test:burst', policy, 7899)).toEqual({ ok: false, lockedUntil: 7900 });
    expect(await reserveNamedAttempt(db, 'test:burst', policy, 7900)).toEqual({ ok: true, attempt: 1, left: 2 });
  });
});

describe('takeFromWindow', () => {
  it('allows max per window under a burst, then opens a new window', async () => {
    const db = t.app.ctx.db;
    const burst = await Promise.all(Array.from({ length: 50 }, () => takeFromWindow(db, 'test:window', 4, 60, 100)));
    expect(burst.filter(Boolean)).toHaveLength(4);
    expect(await takeFromWindow(db, 'test:window', 4, 60, 159)).toBe(false);
    expect(await takeFromWindow(db, 'test:window', 4, 60, 160)).toBe(true);
    expect(await takeFromWindow(db, 'test:other', 4, 60, 159)).toBe(true);
  });
});

describe('pruneSpentCounters', () => {
  it('deletes only windows and locks that have run out, which then start again at 1', async () => {
    const db = t.app.ctx.db;
    await takeFromWindow(db, 'test:prune-old', 4, 60, 1000);
    await takeFromWindow(db, 'test:prune-live', 4, 60, 1850);
    for (let i = 0; i < 3; i++) await reserveNamedAttempt(db, 'test:prune-lock', policy, 1000);
    await reserveNamedAttempt(db, 'test:prune-count', policy, 1000);
    expect(await pruneSpentCounters(db, 1900)).toBeGreaterThanOrEqual(2);
    const keys = await db.selectFrom('rate_counters').select('key').where('key', 'like', 'test:prune-%').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['test:prune-count', 'test:prune-live']);
    expect(await reserveNamedAttempt(db, 'test:prune-lock', policy, 1900)).toEqual({ ok: true, attempt: 1, left: 2 });
    expect(await reserveNamedAttempt(db, 'test:prune-count', policy, 1900)).toEqual({ ok: true, attempt: 2, left: 1 });
  });
});
