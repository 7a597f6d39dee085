/**
 * Attempt counters that hold under parallel requests (docs/reliability.md "Attempt counters under parallel requests" — attempt
 * counters). Reading a counter, checking a secret and writing the failure back lets a burst of requests be
 * evaluated before any of them is recorded; here each attempt is RESERVED first by one conditional
 * `UPDATE … SET failures = failures + 1 WHERE … AND failures < limit AND not locked RETURNING …`, and only a
 * request that got a row may check its secret. The database serialises the statement, so at most `max`
 * attempts are evaluated per lock window whatever the concurrency, on SQLite and PostgreSQL alike.
 *
 * The reservation that uses the last allowed attempt starts the lock at once, so a request that dies between
 * reserving and checking can never leave a counter stuck at its limit: the lock simply runs out. Success
 * clears the counter (and that lock); a failure needs no second write, it was counted when reserved.
 */
import { sql, type Kysely } from 'kysely';

// Counters live in several tables (members, operators, codes, rate_counters), so the helper takes the names.
type AnyDb = Kysely<any>;

/** Where one counter lives: a row picked by `key`, its failure count and, when it locks, its lock end. */
export interface AttemptCounter {
  table: string;
  key: { column: string; value: string | number };
  failures: string;
  /** unix seconds; 0 or past = not locked. Without it the row is simply spent after `max` attempts. */
  lockedUntil?: string;
  /**
   * Columns counting reservations still being checked, and when the newest began (locking counters only).
   * With them a caller can tell a lock its own burst is still deciding from one wrong entries made, and must
   * `settleAttempt` every reservation it took. A count older than IN_FLIGHT_STALE_SECONDS is read as 0: the
   * requests behind it died.
   */
  inFlight?: { count: string; since: string };
}

export const IN_FLIGHT_STALE_SECONDS = 30;

export interface AttemptPolicy {
  max: number;
  /** how long the lock lasts once the last allowed attempt is reserved; ignored without `lockedUntil` */
  lockSeconds: number;
}

export type Reservation =
  /** `attempt` is this attempt's number in the window (1…max); `left` how many may follow it */
  | { ok: true; attempt: number; left: number }
  /**
   * refused unchecked; `lockedUntil` is 0 when the row is missing or spent rather than locked; `checking` (with
   * `inFlight` columns) how many reservations are still being checked
   */
  | { ok: false; lockedUntil: number; checking?: number };

const int = (value: number) => sql`cast(${value} as bigint)`;

/** Reserves one attempt on an existing row, or refuses when the row is locked, spent or missing. */
export async function reserveAttempt(
  db: AnyDb,
  counter: AttemptCounter,
  policy: AttemptPolicy,
  now: number,
): Promise<Reservation> {
  const t = counter.table;
  const failures = sql.ref(`${t}.${counter.failures}`);
  const row = counter.lockedUntil
    ? await reserveWithLock(db, counter, counter.lockedUntil, policy, now)
    : await sql<{ n: number }>`update ${sql.table(t)} set ${sql.ref(counter.failures)} = ${failures} + 1
        where ${sql.ref(`${t}.${counter.key.column}`)} = ${counter.key.value} and ${failures} < ${policy.max}
        returning ${failures} as n`
        .execute(db)
        .then((r) => r.rows[0]);
  if (row) return { ok: true, attempt: Number(row.n), left: Math.max(0, policy.max - Number(row.n)) };
  const { lockedUntil, checking } = await attemptState(db, counter, now);
  return { ok: false, lockedUntil: lockedUntil > now ? lockedUntil : 0, ...(counter.inFlight ? { checking } : {}) };
}

/** `count` as read at `now`: a count whose newest reservation is older than the stale window is 0. */
const liveCount = (t: string, inFlight: { count: string; since: string }, now: number) =>
  sql`(case when ${sql.ref(`${t}.${inFlight.since}`)} > ${int(now - IN_FLIGHT_STALE_SECONDS)}
    then ${sql.ref(`${t}.${inFlight.count}`)} else 0 end)`;

async function reserveWithLock(db: AnyDb, counter: AttemptCounter, lockCol: string, policy: AttemptPolicy, now: number) {
  const t = counter.table;
  const failures = sql.ref(`${t}.${counter.failures}`);
  const locked = sql.ref(`${t}.${lockCol}`);
  // A lock that has run out restarts the count at this attempt.
  const next = sql`(case when ${locked} <> 0 then 1 else ${failures} + 1 end)`;
  const inFlight = counter.inFlight
    ? sql`, ${sql.ref(counter.inFlight.count)} = ${liveCount(t, counter.inFlight, now)} + 1,
          ${sql.ref(counter.inFlight.since)} = ${int(now)}`
    : sql``;
  const result = await sql<{ n: number }>`update ${sql.table(t)}
      set ${sql.ref(counter.failures)} = ${next},
          ${sql.ref(lockCol)} = case when ${next} >= ${policy.max} then ${int(now + policy.lockSeconds)} else 0 end
          ${inFlight}
      where ${sql.ref(`${t}.${counter.key.column}`)} = ${counter.key.value}
        and ${locked} <= ${int(now)} and (${failures} < ${policy.max} or ${locked} <> 0)
      returning ${failures} as n`.execute(db);
  return result.rows[0];
}

/**
 * The counter as it stands now (for a path that checks the lock without taking an attempt); with `inFlight`
 * columns also how many reservations are still being checked at `now`.
 */
export async function attemptState(
  db: AnyDb,
  counter: AttemptCounter,
  now = 0,
): Promise<{ failures: number; lockedUntil: number; checking?: number }> {
  const t = counter.table;
  const locked = counter.lockedUntil ? sql.ref(counter.lockedUntil) : sql`0`;
  const checking = counter.inFlight ? liveCount(t, counter.inFlight, now) : sql`0`;
  const result = await sql<{ n: number; until: number; checking: number }>`select ${sql.ref(counter.failures)} as n,
      ${locked} as until, ${checking} as checking
      from ${sql.table(t)} where ${sql.ref(counter.key.column)} = ${counter.key.value}`.execute(db);
  const row = result.rows[0];
  const state = { failures: Number(row?.n ?? 0), lockedUntil: Number(row?.until ?? 0) };
  return counter.inFlight ? { ...state, checking: Number(row?.checking ?? 0) } : state;
}

/**
 * Ends one reservation of a counter with `inFlight` columns once its secret was compared: the right one also
 * clears the count and the lock (as `clearAttempts`); a wrong one was already counted when reserved.
 */
export async function settleAttempt(db: AnyDb, counter: AttemptCounter, right: boolean): Promise<void> {
  if (!counter.inFlight) throw new Error('settleAttempt needs a counter with inFlight columns');
  const count = sql.ref(counter.inFlight.count);
  const clear = right
    ? sql`, ${sql.ref(counter.failures)} = 0 ${counter.lockedUntil ? sql`, ${sql.ref(counter.lockedUntil)} = 0` : sql``}`
    : sql``;
  await sql`update ${sql.table(counter.table)} set ${count} = case when ${count} > 0 then ${count} - 1 else 0 end ${clear}
      where ${sql.ref(counter.key.column)} = ${counter.key.value}`.execute(db);
}

/** After a success: the count and any lock are cleared. */
export async function clearAttempts(db: AnyDb, counter: AttemptCounter): Promise<void> {
  const lock = counter.lockedUntil ? sql`, ${sql.ref(counter.lockedUntil)} = 0` : sql``;
  await sql`update ${sql.table(counter.table)} set ${sql.ref(counter.failures)} = 0 ${lock}
      where ${sql.ref(counter.key.column)} = ${counter.key.value}`.execute(db);
}

/**
 * The same reservation for a counter kept by name in `rate_counters` (count, reset_at = lock end), created on
 * first use: for accounts that do not exist, which must lock exactly like real ones.
 */
export async function reserveNamedAttempt(db: AnyDb, key: string, policy: AttemptPolicy, now: number): Promise<Reservation> {
  const lockAt = int(now + policy.lockSeconds);
  const next = sql`(case when rate_counters.reset_at <> 0 then 1 else rate_counters.count + 1 end)`;
  const result = await sql<{ n: number }>`insert into rate_counters (key, count, reset_at)
      values (${key}, 1, ${policy.max <= 1 ? lockAt : int(0)})
      on conflict (key) do update set count = ${next},
        reset_at = case when ${next} >= ${policy.max} then ${lockAt} else 0 end
      where rate_counters.reset_at <= ${int(now)} and (rate_counters.count < ${policy.max} or rate_counters.reset_at <> 0)
      returning count as n`.execute(db);
  const row = result.rows[0];
  if (row) return { ok: true, attempt: Number(row.n), left: Math.max(0, policy.max - Number(row.n)) };
  const held = await sql<{ until: number }>`select reset_at as until from rate_counters where key = ${key}`.execute(db);
  const until = Number(held.rows[0]?.until ?? 0);
  return { ok: false, lockedUntil: until > now ? until : 0 };
}

/**
 * A fixed-window rate limit kept in `rate_counters` (so it holds across instances without Redis): takes one
 * request from the window and returns false when `max` were already taken before `windowSeconds` ran out.
 */
export async function takeFromWindow(db: AnyDb, key: string, max: number, windowSeconds: number, now: number): Promise<boolean> {
  const fresh = sql`rate_counters.reset_at <= ${int(now)}`;
  const result = await sql`insert into rate_counters (key, count, reset_at) values (${key}, 1, ${int(now + windowSeconds)})
      on conflict (key) do update set
        count = case when ${fresh} then 1 else rate_counters.count + 1 end,
        reset_at = case when ${fresh} then ${int(now + windowSeconds)} else rate_counters.reset_at end
      where ${fresh} or rate_counters.count < ${max}
      returning count`.execute(db);
  return result.rows.length === 1;
}

/**
 * Deletes `rate_counters` rows whose window or lock has run out: such a row means exactly what no row
 * means (the next take or reservation starts again at 1), so the table holds only live counters.
 */
export async function pruneSpentCounters(db: AnyDb, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_counters').where('reset_at', '>', 0).where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
