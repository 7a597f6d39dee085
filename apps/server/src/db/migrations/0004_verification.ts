/**
 * Identity verification (docs/api.md "Identity verification"; docs/product.md §3, §4): one row per submission, so a
 * failed attempt and its reason stay on record when the member resubmits. The partial unique indexes
 * are what keep the rules under concurrent requests: at most one pending-or-passed submission per member
 * and level, and one ID document per person across all members.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('id_verifications'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('level', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('id_type', 'varchar(20)', notNullDefault(''))
    .addColumn('name', 'varchar(60)', notNullDefault(''))
    .addColumn('id_number', 'varchar(30)', notNullDefault(''))
    .addColumn('front_image', 'varchar(40)', notNullDefault(''))
    .addColumn('back_image', 'varchar(40)', notNullDefault(''))
    .addColumn('hand_image', 'varchar(40)', notNullDefault(''))
    .addColumn('reason', 'varchar(500)', notNullDefault(''))
    .addColumn('admin_id', bigint)
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .addCheckConstraint('id_verifications_level_chk', sql`level in ('basic', 'advanced')`)
    .addCheckConstraint('id_verifications_status_chk', sql`status in ('pending', 'failed', 'passed')`)
    .execute();
  await db.schema
    .createIndex('id_verifications_live_uq')
    .unique()
    .on('id_verifications')
    .columns(['user_id', 'level'])
    .where(sql.ref('status'), '<>', 'failed')
    .execute();
  await db.schema
    .createIndex('id_verifications_document_uq')
    .unique()
    .on('id_verifications')
    .columns(['id_type', 'id_number'])
    .where(sql<boolean>`level = 'basic' and status <> 'failed'`)
    .execute();
  await db.schema.createIndex('id_verifications_user_idx').on('id_verifications').columns(['user_id', 'level', 'id']).execute();
  await db.schema.createIndex('id_verifications_queue_idx').on('id_verifications').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('id_verifications').ifExists().execute();
}
