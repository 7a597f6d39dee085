/**
 * PI deposits read from the Pi chain's Horizon API (docs/api.md "Deposits", "PI on the Pi chain"):
 * - `chain_cursors.paging_token`: where the watcher goes on in the app address's payments (Horizon's paging
 *   token, a 64-bit number kept as text); `next_block` stays for the EVM networks.
 * - `chain_unmatched_payments`: a payment to the app's address whose memo names no member (or has none), with
 *   its sender, waiting in the console's `deposit_unmatched` review queue; one row per chain + transaction hash +
 *   the operation's position, the same key a member's deposit of that payment would have.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chain_cursors').addColumn('paging_token', 'varchar(32)').execute();
  await withId(db.schema.createTable('chain_unmatched_payments'), dialectOf(db))
    .addColumn('chain', 'varchar(20)', (c) => c.notNull())
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sender', 'varchar(128)', (c) => c.notNull())
    .addColumn('memo', 'varchar(64)', notNullDefault(''))
    .addColumn('amount', bigint, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('reason', 'varchar(500)', notNullDefault(''))
    .addColumn('deposit_id', bigint)
    .addColumn('admin_id', bigint)
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('decidetime', bigint)
    .addCheckConstraint('chain_unmatched_status_chk', sql`status in ('pending', 'passed', 'rejected')`)
    .execute();
  await db.schema
    .createIndex('chain_unmatched_payments_uq')
    .unique()
    .on('chain_unmatched_payments')
    .columns(['chain', 'hash', 'position'])
    .execute();
  await db.schema.createIndex('chain_unmatched_status_idx').on('chain_unmatched_payments').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chain_unmatched_payments').execute();
  await db.schema.alterTable('chain_cursors').dropColumn('paging_token').execute();
}
