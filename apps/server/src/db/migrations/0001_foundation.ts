/** Foundation tables: accounts, tokens, mail codes and outbox, uploads, operators, audit, settings. */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('users'), d)
    .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(20)', notNullDefault(''))
    .addColumn('nickname', 'varchar(60)', notNullDefault(''))
    .addColumn('avatar', 'varchar(300)', notNullDefault(''))
    .addColumn('bio', 'varchar(400)', notNullDefault(''))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('pay_password_hash', 'varchar(200)', notNullDefault(''))
    .addColumn('invite_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('inviter_id', bigint)
    .addColumn('status', 'varchar(16)', notNullDefault('normal'))
    .addColumn('verify_level', 'varchar(16)', notNullDefault('none'))
    .addColumn('vip_level', 'integer', notNullDefault(0))
    .addColumn('vip_expiretime', bigint)
    .addColumn('is_merchant', 'integer', notNullDefault(0))
    .addColumn('login_failures', 'integer', notNullDefault(0))
    .addColumn('locked_until', bigint, notNullDefault(0))
    .addColumn('pay_failures', 'integer', notNullDefault(0))
    .addColumn('pay_locked_until', bigint, notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();
  // Usernames are unique regardless of case ("Alice" and "alice" are one name); the same expression index
  // serves case-insensitive sign-in by username on both databases.
  await db.schema
    .createIndex('users_username_lower_idx')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_inviter_idx').on('users').column('inviter_id').execute();
  await db.schema.createIndex('users_mobile_idx').on('users').column('mobile').execute();

  for (const [table, owner] of [
    ['user_tokens', 'user_id'],
    ['admin_tokens', 'admin_id'],
  ] as const) {
    await withId(db.schema.createTable(table), d)
      .addColumn(owner, bigint, (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('createtime', bigint, (c) => c.notNull())
      .addColumn('expiretime', bigint, (c) => c.notNull())
      .addColumn('revoked', 'integer', notNullDefault(0))
      .execute();
    await db.schema.createIndex(`${table}_owner_idx`).on(table).column(owner).execute();
  }

  await withId(db.schema.createTable('email_codes'), d)
    .addColumn('email', 'varchar(120)', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('used', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('expiretime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_codes_lookup_idx').on('email_codes').columns(['email', 'event', 'createtime']).execute();

  await withId(db.schema.createTable('mail_outbox'), d)
    .addColumn('to_address', 'varchar(120)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('transport', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('error', 'text', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('uploads'), d)
    .addColumn('user_id', bigint)
    .addColumn('admin_id', bigint)
    .addColumn('path', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'varchar(10)', notNullDefault('public'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('admins'), d)
    .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', notNullDefault('super'))
    .addColumn('status', 'varchar(16)', notNullDefault('normal'))
    .addColumn('login_failures', 'integer', notNullDefault(0))
    .addColumn('locked_until', bigint, notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('audit_log'), d)
    .addColumn('admin_id', bigint, (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target', 'varchar(120)', notNullDefault(''))
    .addColumn('detail', 'text', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', bigint, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'rate_counters',
    'settings',
    'audit_log',
    'admins',
    'uploads',
    'mail_outbox',
    'email_codes',
    'admin_tokens',
    'user_tokens',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
