/**
 * PI withdrawals paid by the server (docs/api.md "Deposits", withdrawals "PI paid by the server"): one row per
 * withdrawal the payout job sends, moving `queued → submitted → paid | failed`. The signed envelope and its hash
 * are stored before the envelope is posted, so a restarted job looks the transaction up on Horizon before it
 * sends anything again. The app wallet's secret is never stored here (it is read from the environment).
 */
import { sql, type Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chain_payouts')
    .addColumn('withdrawal_id', bigint, (c) => c.primaryKey().references('wallet_withdrawals.id'))
    .addColumn('chain', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', notNullDefault('queued'))
    .addColumn('envelope', 'text', notNullDefault(''))
    .addColumn('hash', 'varchar(128)', notNullDefault(''))
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('last_error', 'varchar(300)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('chain_payouts_state_chk', sql`state in ('queued', 'submitted', 'paid', 'failed')`)
    .execute();
  await db.schema.createIndex('chain_payouts_state_idx').on('chain_payouts').columns(['state', 'withdrawal_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chain_payouts').execute();
}
