/**
 * The money ledger (docs/architecture.md "Money: one ledger"): accounts, balances per (account, coin), postings with
 * their journal entries, and two-phase holds. Amounts are BIGINT counts of a coin's smallest unit.
 *
 * Sign rule: a balance's `frozen` is never negative and its `available` is never negative unless the row
 * carries `allow_negative = 1`, copied from its account when the row is created. Only issuance sources
 * have the flag (the `external` world that deposits come from and withdrawals go to, and `rewards`), so
 * the sum of every coin over all accounts is always exactly zero, and what members hold is the negative
 * of what those sources have issued.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('ledger_accounts'), d)
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', bigint)
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('allow_negative', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addCheckConstraint(
      'ledger_accounts_kind_chk',
      sql`(kind = 'user' and user_id is not null) or (kind = 'system' and user_id is null)`,
    )
    .execute();
  // (kind, user_id, code) is unique; NULL user ids of system accounts are distinct in a plain unique
  // index on both databases, so each kind gets its own partial index.
  await db.schema
    .createIndex('ledger_accounts_user_uq')
    .unique()
    .on('ledger_accounts')
    .columns(['user_id', 'code'])
    .where(sql.ref('kind'), '=', 'user')
    .execute();
  await db.schema
    .createIndex('ledger_accounts_system_uq')
    .unique()
    .on('ledger_accounts')
    .column('code')
    .where(sql.ref('kind'), '=', 'system')
    .execute();

  await db.schema
    .createTable('balances')
    .addColumn('account_id', bigint, (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('available', bigint, notNullDefault(0))
    .addColumn('frozen', bigint, notNullDefault(0))
    .addColumn('allow_negative', 'integer', notNullDefault(0))
    .addPrimaryKeyConstraint('balances_pk', ['account_id', 'coin'])
    .addCheckConstraint('balances_available_chk', sql`available >= 0 or allow_negative = 1`)
    .addCheckConstraint('balances_frozen_chk', sql`frozen >= 0`)
    .execute();

  await withId(db.schema.createTable('ledger_postings'), d)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('memo', 'varchar(200)', notNullDefault(''))
    .addColumn('idempotency_key', 'varchar(120)', (c) => c.unique())
    .addColumn('request_hash', 'varchar(64)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('ledger_entries'), d)
    .addColumn('posting_id', bigint, (c) => c.notNull().references('ledger_postings.id'))
    .addColumn('account_id', bigint, (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', bigint, (c) => c.notNull())
    .addColumn('bucket', 'varchar(10)', (c) => c.notNull())
    .addColumn('balance_after', bigint, (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addCheckConstraint('ledger_entries_bucket_chk', sql`bucket in ('available', 'frozen')`)
    .execute();
  await db.schema.createIndex('ledger_entries_log_idx').on('ledger_entries').columns(['account_id', 'coin', 'id']).execute();
  await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_entries_posting_idx').on('ledger_entries').column('posting_id').execute();

  await withId(db.schema.createTable('ledger_holds'), d)
    .addColumn('account_id', bigint, (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', bigint, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('expiretime', bigint)
    .addColumn('hold_posting_id', bigint, (c) => c.notNull().unique().references('ledger_postings.id'))
    .addColumn('settle_posting_id', bigint, (c) => c.references('ledger_postings.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('ledger_holds_amount_chk', sql`amount > 0`)
    .addCheckConstraint('ledger_holds_status_chk', sql`status in ('pending', 'posted', 'voided', 'expired')`)
    .execute();
  await db.schema.createIndex('ledger_holds_expiry_idx').on('ledger_holds').columns(['status', 'expiretime']).execute();
  await db.schema.createIndex('ledger_holds_account_idx').on('ledger_holds').columns(['account_id', 'coin', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ledger_holds', 'ledger_entries', 'ledger_postings', 'balances', 'ledger_accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
