/**
 * Shop marketplace (docs/api.md "Shop marketplace"): merchant goods with their review state, and
 * orders that snapshot the product, hold the buyer's payment in escrow (a ledger hold) and settle it to
 * the merchant on receipt. Shops belong to the labels area: they are referenced by id only, so this
 * migration does not depend on the labels tables' order.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('shop_products'), d)
    .addColumn('shop_id', bigint, (c) => c.notNull())
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('stock', bigint, notNullDefault(0))
    .addColumn('sales', bigint, notNullDefault(0))
    .addColumn('status', 'varchar(10)', notNullDefault('review'))
    .addColumn('reason', 'varchar(500)', notNullDefault(''))
    .addColumn('admin_id', bigint)
    .addColumn('deleted', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addColumn('reviewtime', bigint)
    // Stock is reserved by a conditional update at payment; the database refuses it ever going negative too.
    .addCheckConstraint('shop_products_stock_chk', sql`stock >= 0 and sales >= 0 and price > 0`)
    .addCheckConstraint('shop_products_status_chk', sql`status in ('review', 'listed', 'unlisted', 'rejected')`)
    .execute();
  await db.schema.createIndex('shop_products_shop_idx').on('shop_products').columns(['shop_id', 'status', 'id']).execute();
  await db.schema.createIndex('shop_products_status_idx').on('shop_products').columns(['status', 'id']).execute();

  await withId(db.schema.createTable('shop_orders'), d)
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', bigint, (c) => c.notNull())
    // the shop's name when ordered: shown if the shop label is later removed, and searched by the console
    .addColumn('shop_name', 'varchar(60)', notNullDefault(''))
    .addColumn('product_id', bigint, (c) => c.notNull().references('shop_products.id'))
    .addColumn('product_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('product_image', 'varchar(300)', (c) => c.notNull())
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('total', bigint, (c) => c.notNull())
    .addColumn('fee', bigint, notNullDefault(0))
    .addColumn('status', 'varchar(10)', notNullDefault('unpaid'))
    .addColumn('address', 'varchar(200)', notNullDefault(''))
    .addColumn('remark', 'varchar(200)', notNullDefault(''))
    .addColumn('express', 'varchar(50)', notNullDefault(''))
    .addColumn('tracking_no', 'varchar(64)', notNullDefault(''))
    .addColumn('hold_id', bigint, (c) => c.references('ledger_holds.id'))
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('expiretime', bigint, (c) => c.notNull())
    .addColumn('paytime', bigint)
    .addColumn('shiptime', bigint)
    .addColumn('autoreceivetime', bigint)
    .addColumn('receivetime', bigint)
    .addColumn('canceltime', bigint)
    .addCheckConstraint('shop_orders_amount_chk', sql`quantity > 0 and total > 0 and fee >= 0 and fee <= total`)
    .addCheckConstraint('shop_orders_status_chk', sql`status in ('unpaid', 'paid', 'shipped', 'completed', 'cancelled')`)
    .execute();
  await db.schema.createIndex('shop_orders_key_uq').unique().on('shop_orders').columns(['user_id', 'idempotency_key']).execute();
  await db.schema.createIndex('shop_orders_buyer_idx').on('shop_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('shop_orders_seller_idx').on('shop_orders').columns(['seller_id', 'status', 'id']).execute();
  // The jobs find due unpaid and shipped orders by these.
  await db.schema.createIndex('shop_orders_expiry_idx').on('shop_orders').columns(['status', 'expiretime']).execute();
  await db.schema.createIndex('shop_orders_autoreceive_idx').on('shop_orders').columns(['status', 'autoreceivetime']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shop_orders', 'shop_products']) await db.schema.dropTable(table).ifExists().execute();
}
