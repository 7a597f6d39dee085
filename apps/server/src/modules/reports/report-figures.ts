/** Members' reports awaiting a decision, for the operators' dashboard (docs/api.md "Operators' dashboard": `queues`). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function openReports(db: Db): Promise<{ pending: number; oldest: number | null }> {
  const row = await db
    .selectFrom('reports')
    .where('status', '=', 'open')
    .select([sql<number | string>`count(*)`.as('n'), sql<number | string | null>`min(createtime)`.as('oldest')])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
}
