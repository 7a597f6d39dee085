/**
 * Notices (docs/api.md "Notifications"): one row per event a member should hear of, written in the same
 * transaction as the event. The row keeps the event type and its parameters, not rendered text, so the
 * notice reads in whatever language the member uses when listing it. It doubles as the delivery outbox:
 * `delivered` stays 0 until the live socket and the channels (mail, Web Push) were handed the notice, and
 * `claim`/`claim_until` let exactly one instance hold a row while delivering it (a conditional update, as
 * job leases do); a claim that lapses after a crash is taken again, so a delivery can be late but not lost.
 */
import type { Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('notices'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('params', 'varchar(2000)', notNullDefault('{}'))
    .addColumn('link', 'varchar(300)', notNullDefault(''))
    .addColumn('is_read', 'integer', notNullDefault(0))
    /** names an event that must not repeat (a like per post and liker, a VIP expiry); '' for none */
    .addColumn('once_key', 'varchar(100)', notNullDefault(''))
    .addColumn('delivered', 'integer', notNullDefault(0))
    .addColumn('claim', 'varchar(40)', notNullDefault(''))
    /** milliseconds; a claim older than this may be taken by another instance */
    .addColumn('claim_until', bigint, notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notices_unread_idx').on('notices').columns(['user_id', 'is_read']).execute();
  await db.schema.createIndex('notices_once_idx').on('notices').columns(['user_id', 'once_key']).execute();
  await db.schema.createIndex('notices_outbox_idx').on('notices').columns(['delivered', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notices').execute();
}
