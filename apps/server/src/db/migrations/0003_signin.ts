/**
 * Daily sign-in (docs/api.md "Sign-in, VIP"; docs/product.md §3 "Sign-in"): one row per member per calendar day in the
 * configured zone. The unique (user_id, day) index is what makes "once per day" hold under concurrent
 * requests; the row also keeps the streak it reached and the DGB points it paid (ledger posting id).
 */
import type { Kysely } from 'kysely';
import { bigint, dialectOf, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('signins'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('score', bigint, (c) => c.notNull())
    .addColumn('posting_id', bigint, (c) => c.references('ledger_postings.id'))
    .addColumn('request_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signins_user_day_uq').unique().on('signins').columns(['user_id', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signins').ifExists().execute();
}
