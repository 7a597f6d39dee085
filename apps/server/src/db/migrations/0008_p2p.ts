/**
 * P2P market tables (docs/api.md "Peer-to-peer PI market"; docs/product.md §3 "PI advertisement / order"). Money itself
 * lives only in the ledger: ads and orders point at the holds that escrow it. `remaining` never goes below
 * zero or above `quantity` (CHECK), and takes lower it with a conditional update, so an ad is never oversold.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('p2p_ads'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('remaining', bigint, (c) => c.notNull())
    .addColumn('min_quantity', bigint, (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', notNullDefault(''))
    .addColumn('status', 'varchar(10)', notNullDefault('open'))
    .addColumn('hold_id', bigint, (c) => c.references('ledger_holds.id'))
    .addColumn('escrow', bigint, notNullDefault(0))
    .addColumn('hide_reason', 'varchar(500)')
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('p2p_ads_type_chk', sql`type in ('buy', 'sell')`)
    .addCheckConstraint('p2p_ads_status_chk', sql`status in ('open', 'finished', 'cancelled', 'hidden')`)
    .addCheckConstraint(
      'p2p_ads_amounts_chk',
      sql`price > 0 and quantity > 0 and min_quantity > 0 and remaining >= 0 and remaining <= quantity and escrow >= 0`,
    )
    .execute();
  await db.schema.createIndex('p2p_ads_market_idx').on('p2p_ads').columns(['coin', 'type', 'status', 'price']).execute();
  await db.schema.createIndex('p2p_ads_user_idx').on('p2p_ads').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('p2p_ads_key_uq').unique().on('p2p_ads').columns(['user_id', 'idempotency_key']).execute();

  await withId(db.schema.createTable('p2p_orders'), d)
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('ad_id', bigint, (c) => c.notNull().references('p2p_ads.id'))
    .addColumn('counter_ad_id', bigint, (c) => c.references('p2p_ads.id'))
    .addColumn('ad_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('buyer_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('advertiser_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('taker_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('total', bigint, (c) => c.notNull())
    .addColumn('fee', bigint, (c) => c.notNull())
    .addColumn('matching_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('pending'))
    .addColumn('review', 'integer', notNullDefault(0))
    .addColumn('pi_hold_id', bigint, (c) => c.notNull().references('ledger_holds.id'))
    .addColumn('usdt_hold_id', bigint, (c) => c.notNull().references('ledger_holds.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('confirmtime', bigint)
    .addColumn('expiretime', bigint, (c) => c.notNull())
    .addColumn('endtime', bigint)
    .addColumn('cancel_reason', 'varchar(500)')
    .addColumn('admin_id', bigint)
    .addColumn('idempotency_key', 'varchar(64)')
    .addCheckConstraint('p2p_orders_status_chk', sql`status in ('pending', 'completed', 'expired', 'cancelled')`)
    .addCheckConstraint('p2p_orders_matching_chk', sql`matching_type in ('ad', 'auto')`)
    .addCheckConstraint('p2p_orders_amounts_chk', sql`price > 0 and quantity > 0 and total > 0 and fee >= 0 and fee <= total`)
    .addCheckConstraint('p2p_orders_parties_chk', sql`buyer_id <> seller_id`)
    .execute();
  await db.schema.createIndex('p2p_orders_settle_idx').on('p2p_orders').columns(['status', 'confirmtime']).execute();
  await db.schema.createIndex('p2p_orders_expire_idx').on('p2p_orders').columns(['status', 'expiretime']).execute();
  await db.schema.createIndex('p2p_orders_market_idx').on('p2p_orders').columns(['coin', 'status', 'endtime']).execute();
  await db.schema.createIndex('p2p_orders_buyer_idx').on('p2p_orders').columns(['buyer_id', 'id']).execute();
  await db.schema.createIndex('p2p_orders_seller_idx').on('p2p_orders').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('p2p_orders_taker_idx').on('p2p_orders').columns(['taker_id', 'status', 'endtime']).execute();
  await db.schema.createIndex('p2p_orders_key_uq').unique().on('p2p_orders').columns(['taker_id', 'idempotency_key']).execute();

  await db.schema
    .createTable('p2p_traders')
    .addColumn('user_id', bigint, (c) => c.primaryKey().references('users.id'))
    .addColumn('open_orders', 'integer', notNullDefault(0))
    .addColumn('completed_orders', 'integer', notNullDefault(0))
    .addColumn('cooldown_until', bigint, notNullDefault(0))
    .addCheckConstraint('p2p_traders_counts_chk', sql`open_orders >= 0 and completed_orders >= 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['p2p_traders', 'p2p_orders', 'p2p_ads']) await db.schema.dropTable(table).ifExists().execute();
}
