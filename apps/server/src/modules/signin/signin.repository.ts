/** SQL of the daily sign-in (docs/api.md "Sign-in"): the `signins` table, one row per member and zone day. */
import type { Db } from '../../db/database.ts';

export interface SigninRow {
  day: string;
  streak: number;
  score: number;
  request_key: string | null;
}

export interface NewSignin extends SigninRow {
  userId: number;
  now: number;
}

/** The member's rows among `days` (e.g. today and yesterday). */
export function findDays(db: Db, userId: number, days: string[]): Promise<SigninRow[]> {
  return db
    .selectFrom('signins')
    .select(['day', 'streak', 'score', 'request_key'])
    .where('user_id', '=', userId)
    .where('day', 'in', days)
    .execute();
}

/** Days signed between `first` and `last` inclusive, ascending ("YYYY-MM-DD" sorts as text). */
export async function daysBetween(db: Db, userId: number, first: string, last: string): Promise<string[]> {
  const rows = await db
    .selectFrom('signins')
    .select('day')
    .where('user_id', '=', userId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
}

/**
 * Claims the member's day. Undefined when the day is already taken: on PostgreSQL a concurrent claim
 * waits for the first one's transaction and then inserts nothing, so exactly one claim wins.
 */
export async function claimDay(db: Db, row: NewSignin): Promise<number | undefined> {
  const inserted = await db
    .insertInto('signins')
    .values({
      user_id: row.userId,
      day: row.day,
      streak: row.streak,
      score: row.score,
      request_key: row.request_key,
      createtime: row.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function linkPosting(db: Db, signinId: number, postingId: number): Promise<void> {
  await db.updateTable('signins').set({ posting_id: postingId }).where('id', '=', signinId).execute();
}
