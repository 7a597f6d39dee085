/**
 * Pi mode (docs/api.md "Pi app (Pi mode)"):
 * - `pi_links`: a member's Pi user (the app-specific `uid` of the Pi Platform API), one uid per member and one
 *   member per uid; `created_by_pi` marks a member who registered by Pi sign-in (no email or password of their own).
 * - `pi_payments`: each Pi wallet deposit, keyed by the Platform API's payment identifier, stored before the
 *   server approves it; `state` moves approved → completing → completed, or to cancelled. The money itself is the
 *   deposit row (`deposit_id`, chain `PI_WALLET`) and its one ledger posting.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pi_links')
    .addColumn('uid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', bigint, (c) => c.notNull().unique().references('users.id'))
    .addColumn('pi_username', 'varchar(64)', notNullDefault(''))
    .addColumn('created_by_pi', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pi_payments')
    .addColumn('identifier', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('deposit_id', bigint, (c) => c.notNull().references('wallet_deposits.id'))
    .addColumn('amount', bigint, (c) => c.notNull())
    .addColumn('state', 'varchar(12)', notNullDefault('approved'))
    .addColumn('approved', 'integer', notNullDefault(0))
    .addColumn('txid', 'varchar(128)')
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('last_error', 'varchar(300)', notNullDefault(''))
    .addColumn('next_try_ms', bigint, notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('pi_payments_state_chk', sql`state in ('approved', 'completing', 'completed', 'cancelled')`)
    .execute();
  await db.schema.createIndex('pi_payments_state_idx').on('pi_payments').columns(['state', 'next_try_ms']).execute();
  await db.schema.createIndex('pi_payments_user_idx').on('pi_payments').columns(['user_id', 'createtime']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pi_payments').execute();
  await db.schema.dropTable('pi_links').execute();
}
