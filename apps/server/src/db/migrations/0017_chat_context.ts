/**
 * Chat in context and member safety (docs/api.md "Chat in context"):
 * - a message may carry a context card (a JSON snapshot of the shop, goods or order it refers to), the
 *   sender's own key for an idempotent retry (unique per sender), and a flag an operator sets to hide it;
 * - `chat_blocks`: who blocked whom (one row per pair, read both ways);
 * - `reports`: what members reported, with the operator's decision. At most one open report per reporter and
 *   target, kept by a partial unique index (both databases support `where` on an index).
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('context', 'varchar(2000)', notNullDefault('')).execute();
  await db.schema.alterTable('chat_messages').addColumn('client_msg_id', 'varchar(64)').execute();
  await db.schema.alterTable('chat_messages').addColumn('hidden', 'integer', notNullDefault(0)).execute();
  // NULL keys never collide, so messages sent without a key are unaffected.
  await db.schema
    .createIndex('chat_messages_client_idx')
    .on('chat_messages')
    .columns(['from_id', 'client_msg_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('chat_blocks')
    .addColumn('blocker_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('blocked_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_blocks_pk', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('chat_blocks_self_chk', sql`blocker_id <> blocked_id`)
    .execute();
  // "Who blocked me" for the map filter reads from the blocked side.
  await db.schema.createIndex('chat_blocks_blocked_idx').on('chat_blocks').columns(['blocked_id', 'blocker_id']).execute();

  await withId(db.schema.createTable('reports'), dialectOf(db))
    .addColumn('reporter_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('target', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', bigint, (c) => c.notNull())
    /** the member responsible for the target when reported (author, merchant, the member) */
    .addColumn('reported_id', bigint, (c) => c.references('users.id'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('images', 'varchar(2000)', notNullDefault('[]'))
    .addColumn('status', 'varchar(10)', notNullDefault('open'))
    .addColumn('action', 'varchar(10)')
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('admin_id', bigint)
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .addCheckConstraint('reports_target_chk', sql`target in ('message', 'article', 'goods', 'member')`)
    .addCheckConstraint('reports_status_chk', sql`status in ('open', 'closed')`)
    .execute();
  await db.schema
    .createIndex('reports_open_once_idx')
    .on('reports')
    .columns(['reporter_id', 'target', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('reports_queue_idx').on('reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('reports_target_idx').on('reports').columns(['target', 'target_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reports', 'chat_blocks']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex('chat_messages_client_idx').ifExists().execute();
  for (const column of ['hidden', 'client_msg_id', 'context'])
    await db.schema.alterTable('chat_messages').dropColumn(column).execute();
}
