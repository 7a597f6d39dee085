/**
 * Wallet records (docs/api.md "Wallet, points and transfers"): deposits and withdrawals awaiting review, the
 * member's bound withdrawal addresses, and the per-day withdrawal usage that enforces the daily limit.
 * Money itself lives only in the ledger; these rows point at its postings and holds.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('wallet_deposits'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('chain', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('amount', bigint, (c) => c.notNull())
    .addColumn('hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('reason', 'varchar(500)', notNullDefault(''))
    .addColumn('admin_id', bigint)
    .addColumn('posting_id', bigint, (c) => c.references('ledger_postings.id'))
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .addCheckConstraint('wallet_deposits_amount_chk', sql`amount > 0`)
    .addCheckConstraint('wallet_deposits_status_chk', sql`status in ('pending', 'passed', 'rejected')`)
    .execute();
  // One claim per transaction on a chain: the same hash cannot be credited twice.
  await db.schema.createIndex('wallet_deposits_hash_uq').unique().on('wallet_deposits').columns(['chain', 'hash']).execute();
  await db.schema
    .createIndex('wallet_deposits_key_uq')
    .unique()
    .on('wallet_deposits')
    .columns(['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('wallet_deposits_status_idx').on('wallet_deposits').columns(['status', 'id']).execute();

  await withId(db.schema.createTable('wallet_withdrawals'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('chain', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('amount', bigint, (c) => c.notNull())
    .addColumn('fee', bigint, (c) => c.notNull())
    .addColumn('actual', bigint, (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('hold_id', bigint, (c) => c.references('ledger_holds.id'))
    .addColumn('reason', 'varchar(500)', notNullDefault(''))
    .addColumn('admin_id', bigint)
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .addCheckConstraint('wallet_withdrawals_amount_chk', sql`amount > 0 and fee >= 0 and actual > 0 and fee + actual = amount`)
    .addCheckConstraint('wallet_withdrawals_status_chk', sql`status in ('pending', 'passed', 'rejected')`)
    .execute();
  await db.schema
    .createIndex('wallet_withdrawals_key_uq')
    .unique()
    .on('wallet_withdrawals')
    .columns(['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('wallet_withdrawals_status_idx').on('wallet_withdrawals').columns(['status', 'id']).execute();

  await db.schema
    .createTable('wallet_addresses')
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('chain', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_addresses_pk', ['user_id', 'coin', 'chain'])
    .execute();

  // The running total of a member's withdrawals per coin and calendar day, raised with a conditional
  // update (`used + x <= limit`) so concurrent requests cannot pass the limit together.
  await db.schema
    .createTable('wallet_withdraw_usage')
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('used', bigint, notNullDefault(0))
    .addPrimaryKeyConstraint('wallet_withdraw_usage_pk', ['user_id', 'coin', 'day'])
    .addCheckConstraint('wallet_withdraw_usage_chk', sql`used >= 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wallet_withdraw_usage', 'wallet_addresses', 'wallet_withdrawals', 'wallet_deposits']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
