/**
 * P2P feedback (docs/api.md "P2P in the members' own money" → "Feedback"): one per side of a completed offchain
 * order, positive or negative with an optional comment. The unique (order, author) pair is what lets exactly one
 * of two simultaneous submissions count.
 */
import { type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('p2p_feedback'), dialectOf(db))
    .addColumn('order_id', bigint, (c) => c.notNull().references('p2p_orders.id'))
    .addColumn('from_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('to_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('rating', 'varchar(10)', (c) => c.notNull())
    .addColumn('comment', 'varchar(200)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('p2p_feedback_order_from_uq')
    .unique()
    .on('p2p_feedback')
    .columns(['order_id', 'from_id'])
    .execute();
  // a trader's page lists the newest feedback they received; their record counts it
  await db.schema.createIndex('p2p_feedback_to_idx').on('p2p_feedback').columns(['to_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('p2p_feedback').execute();
}
