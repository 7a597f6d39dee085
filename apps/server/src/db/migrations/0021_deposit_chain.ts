/**
 * Own deposit addresses and deposits checked on chain (docs/api.md "Deposits"):
 * - `chain_deposit_addresses`: each member's own address per chain (derived from the operator's extended
 *   public key, with its index) or, on a memo chain, the shared address with the member's memo.
 * - `chain_cursors`: the next block the chain watcher reads, per chain.
 * - `wallet_deposits` learns where a transfer sits on chain: its log index (a transaction can carry several
 *   transfers; -1 for a claim nobody checked on chain), block, confirmations, the memo, and `watched` (the
 *   watcher, not an operator, decides it). Uniqueness moves from the hash to hash + log index, under the same
 *   index names, so each transfer is recorded — and credited — once.
 */
import type { Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chain_deposit_addresses')
    .addColumn('chain', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('memo', 'varchar(64)', notNullDefault(''))
    .addColumn('address_index', bigint)
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_deposit_addresses_pk', ['chain', 'user_id'])
    .execute();
  await db.schema
    .createIndex('chain_deposit_addresses_uq')
    .unique()
    .on('chain_deposit_addresses')
    .columns(['chain', 'address', 'memo'])
    .execute();

  await db.schema
    .createTable('chain_cursors')
    .addColumn('chain', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('next_block', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();

  await db.schema.alterTable('wallet_deposits').addColumn('log_index', 'integer', notNullDefault(-1)).execute();
  await db.schema.alterTable('wallet_deposits').addColumn('memo', 'varchar(64)', notNullDefault('')).execute();
  await db.schema.alterTable('wallet_deposits').addColumn('block_number', bigint).execute();
  await db.schema.alterTable('wallet_deposits').addColumn('block_hash', 'varchar(66)').execute();
  await db.schema.alterTable('wallet_deposits').addColumn('confirmations', 'integer').execute();
  await db.schema.alterTable('wallet_deposits').addColumn('watched', 'integer', notNullDefault(0)).execute();
  await uniqueOn(db, 'wallet_deposits_hash_uq', ['chain', 'hash', 'log_index']);
  await uniqueOn(db, 'wallet_deposits_coin_hash_uq', ['coin', 'hash', 'log_index']);
  await db.schema.createIndex('wallet_deposits_user_idx').on('wallet_deposits').columns(['user_id', 'id']).execute();
}

async function uniqueOn(db: Kysely<any>, name: string, columns: string[]): Promise<void> {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).unique().on('wallet_deposits').columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wallet_deposits_user_idx').execute();
  await uniqueOn(db, 'wallet_deposits_coin_hash_uq', ['coin', 'hash']);
  await uniqueOn(db, 'wallet_deposits_hash_uq', ['chain', 'hash']);
  for (const column of ['watched', 'confirmations', 'block_hash', 'block_number', 'memo', 'log_index'])
    await db.schema.alterTable('wallet_deposits').dropColumn(column).execute();
  for (const table of ['chain_cursors', 'chain_deposit_addresses']) await db.schema.dropTable(table).ifExists().execute();
}
