/**
 * Web Push (docs/api.md "Notifications"; RFC 8030 with VAPID, RFC 8292): the server's one VAPID key pair,
 * each browser's subscription, and the notice groups a member switched off for push.
 *
 * The key pair is a single row (`id` always 1), so instances starting together each insert-if-absent and
 * read back the same pair. An endpoint is unique: a push service address belongs to one browser, so a
 * second member subscribing it in that browser takes it over.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_vapid')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addCheckConstraint('push_vapid_one_chk', sql`id = 1`)
    .execute();

  await withId(db.schema.createTable('push_subscriptions'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_groups_off')
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('group_name', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_groups_off_pk', ['user_id', 'group_name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['push_groups_off', 'push_subscriptions', 'push_vapid'])
    await db.schema.dropTable(table).ifExists().execute();
}
