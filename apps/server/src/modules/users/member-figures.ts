/**
 * Members on the operators' dashboard (docs/api.md "Operators' dashboard": `members`) and the day a member was
 * last active. Joins and active days are read through their indexes (migration 0029); only `total` counts
 * the table, as a plain `count(*)`.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './users.tables.ts';

const DAY = 86_400;
export const startOfUtcDay = (t: number): number => t - (((t % DAY) + DAY) % DAY);

export interface MemberFigures {
  total: number;
  new_today: number;
  new_7d: number;
  new_30d: number;
  active_today: number;
}

/** `now` in unix seconds; "today" is the UTC day, 7 and 30 days are the last 7×24 and 30×24 hours. */
export async function memberFigures(db: Db, now: number): Promise<MemberFigures> {
  const today = startOfUtcDay(now);
  const since7 = now - 7 * DAY;
  const since30 = now - 30 * DAY;
  const count = sql<number | string>`count(*)`;
  const [total, joined, active] = await Promise.all([
    db.selectFrom('users').select(count.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .where('createtime', '>=', Math.min(since30, today))
      .select([
        sql<number | string | null>`sum(case when createtime >= ${today} then 1 else 0 end)`.as('today'),
        sql<number | string | null>`sum(case when createtime >= ${since7} then 1 else 0 end)`.as('d7'),
        sql<number | string | null>`sum(case when createtime >= ${since30} then 1 else 0 end)`.as('d30'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').where('activetime', '>=', today).select(count.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    new_today: Number(joined.today ?? 0),
    new_7d: Number(joined.d7 ?? 0),
    new_30d: Number(joined.d30 ?? 0),
    active_today: Number(active.n),
  };
}

/**
 * Marks the member active today: written at most once per member per UTC day (the row read for the request
 * already carries the day), so a busy member costs no write per request. Runs on every signed-in request
 * (registered with the auth guard from modules/index.ts).
 */
export async function rememberActiveDay(request: FastifyRequest, member: UserRow): Promise<void> {
  const today = startOfUtcDay(clock.now());
  if (Number(member.activetime) >= today) return;
  await request.server.ctx.db
    .updateTable('users')
    .set({ activetime: today })
    .where('id', '=', member.id)
    .where('activetime', '<', today)
    .execute();
  member.activetime = today;
}
