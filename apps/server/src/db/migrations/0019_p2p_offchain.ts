/**
 * P2P with payment methods (docs/api.md "Additions (second round)" → "P2P with payment methods"): each member's
 * payment methods; on ads how they settle (`wallet` as before, or `offchain`: fiat paid outside, the seller's
 * PI escrowed), the methods offered, the payment window and the least completed orders a taker needs; on
 * orders the same settlement with a snapshot of the methods, when the buyer marked paid, the reminder sent and
 * the appeal; on traders the cancellation window that blocks taking. Payment methods, the trader record and
 * `min_orders` use these now; the off-chain order columns and the cancellation window are laid down for the
 * off-chain order flow (paid, release, cancel, appeal), which no route serves yet.
 */
import { type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

type Column = [string, string, ((c: any) => any) | undefined];

const AD_COLUMNS: Column[] = [
  ['settlement', 'varchar(10)', notNullDefault('wallet')],
  ['pay_methods', 'text', notNullDefault('[]')],
  ['pay_window', 'integer', notNullDefault(0)],
  ['min_orders', 'integer', notNullDefault(0)],
];

const ORDER_COLUMNS: Column[] = [
  ['settlement', 'varchar(10)', notNullDefault('wallet')],
  ['pay_methods', 'text', notNullDefault('[]')],
  ['paidtime', bigint, undefined],
  ['reminded', 'integer', notNullDefault(0)],
  ['appeal_by', bigint, undefined],
  ['appeal_reason', 'varchar(500)', notNullDefault('')],
  ['appeal_images', 'text', notNullDefault('[]')],
  ['appeal_reply', 'varchar(500)', notNullDefault('')],
  ['appeal_reply_images', 'text', notNullDefault('[]')],
  ['appeal_time', bigint, undefined],
];

const TRADER_COLUMNS: Column[] = [
  ['cancel_count', 'integer', notNullDefault(0)],
  ['cancel_since', bigint, notNullDefault(0)],
  ['cancel_blocked_until', bigint, notNullDefault(0)],
];

async function addColumns(db: Kysely<any>, table: string, columns: Column[]): Promise<void> {
  for (const [name, type, build] of columns)
    await db.schema
      .alterTable(table)
      .addColumn(name, type as 'text', build ?? ((c) => c))
      .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('p2p_pay_methods'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank', 'varchar(100)', notNullDefault(''))
    .addColumn('qrcode', 'varchar(300)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('p2p_pay_methods_user_idx').on('p2p_pay_methods').columns(['user_id', 'id']).execute();
  await addColumns(db, 'p2p_ads', AD_COLUMNS);
  await addColumns(db, 'p2p_orders', ORDER_COLUMNS);
  await addColumns(db, 'p2p_traders', TRADER_COLUMNS);
  // the expiry and reminder jobs look for open off-chain orders by status and time
  await db.schema.createIndex('p2p_orders_offchain_idx').on('p2p_orders').columns(['settlement', 'status', 'paidtime']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('p2p_orders_offchain_idx').execute();
  for (const [table, columns] of [
    ['p2p_traders', TRADER_COLUMNS],
    ['p2p_orders', ORDER_COLUMNS],
    ['p2p_ads', AD_COLUMNS],
  ] as const)
    for (const [name] of [...columns].reverse()) await db.schema.alterTable(table).dropColumn(name).execute();
  await db.schema.dropTable('p2p_pay_methods').execute();
}
