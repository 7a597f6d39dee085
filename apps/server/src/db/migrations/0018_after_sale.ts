/**
 * Delivery addresses and after-sale (docs/api.md "Delivery addresses and after-sale"): the member's address
 * book; on goods how they reach the buyer; on orders the address snapshot, the pickup code with its attempt
 * counter, the refund and dispute (one per order) and whether the buyer rated it; the order's timeline of
 * events; and reviews with the merchant's one reply. Money stays in the ledger: a refund only points at the
 * order's escrow hold.
 */
import { type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

const ORDER_COLUMNS: [string, string, ((c: any) => any) | undefined][] = [
  ['delivery', 'varchar(10)', notNullDefault('ship')],
  ['address_name', 'varchar(30)', notNullDefault('')],
  ['address_mobile', 'varchar(30)', notNullDefault('')],
  ['address_region', 'varchar(100)', notNullDefault('')],
  ['pickup_code', 'varchar(6)', notNullDefault('')],
  ['pickup_failures', 'integer', notNullDefault(0)],
  ['pickup_locked_until', bigint, notNullDefault(0)],
  ['refund_status', 'varchar(10)', undefined],
  ['refund_amount', bigint, undefined],
  ['refund_reason', 'varchar(500)', notNullDefault('')],
  ['refund_images', 'text', notNullDefault('[]')],
  ['refund_reply', 'varchar(500)', notNullDefault('')],
  ['refund_time', bigint, undefined],
  ['refund_deadline', bigint, undefined],
  ['dispute_by', 'varchar(10)', undefined],
  ['dispute_reason', 'varchar(500)', notNullDefault('')],
  ['dispute_images', 'text', notNullDefault('[]')],
  ['dispute_time', bigint, undefined],
  ['commented', 'integer', notNullDefault(0)],
];

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('member_addresses'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(30)', (c) => c.notNull())
    .addColumn('region', 'varchar(100)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_addresses_user_idx').on('member_addresses').columns(['user_id', 'id']).execute();

  await db.schema.alterTable('shop_products').addColumn('delivery', 'varchar(10)', notNullDefault('ship')).execute();
  // the visible reviews' sum and count, kept in the review's own transaction so lists need no aggregate
  await db.schema.alterTable('shop_products').addColumn('rating_sum', bigint, notNullDefault(0)).execute();
  await db.schema.alterTable('shop_products').addColumn('rating_count', bigint, notNullDefault(0)).execute();
  for (const [name, type, build] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('shop_orders')
      .addColumn(name, type as 'text', build ?? ((c) => c))
      .execute();
  }
  await db.schema.createIndex('shop_orders_refund_idx').on('shop_orders').columns(['refund_status', 'refund_deadline']).execute();

  await withId(db.schema.createTable('shop_order_events'), d)
    .addColumn('order_id', bigint, (c) => c.notNull().references('shop_orders.id'))
    .addColumn('event', 'varchar(24)', (c) => c.notNull())
    .addColumn('actor', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_order_events_order_idx').on('shop_order_events').columns(['order_id', 'id']).execute();

  await withId(db.schema.createTable('shop_reviews'), d)
    // one review per order: the unique index is what refuses a second one under a race
    .addColumn('order_id', bigint, (c) => c.notNull().unique().references('shop_orders.id'))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', bigint, (c) => c.notNull())
    .addColumn('product_id', bigint, (c) => c.notNull().references('shop_products.id'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', notNullDefault(''))
    .addColumn('images', 'text', notNullDefault('[]'))
    .addColumn('reply', 'varchar(300)', notNullDefault(''))
    .addColumn('replytime', bigint)
    .addColumn('hidden', 'integer', notNullDefault(0))
    .addColumn('hide_reason', 'varchar(500)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_reviews_product_idx').on('shop_reviews').columns(['product_id', 'hidden', 'id']).execute();
  await db.schema.createIndex('shop_reviews_shop_idx').on('shop_reviews').columns(['shop_id', 'hidden', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shop_reviews', 'shop_order_events', 'member_addresses']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('shop_orders_refund_idx').execute();
  for (const [name] of [...ORDER_COLUMNS].reverse()) await db.schema.alterTable('shop_orders').dropColumn(name).execute();
  for (const name of ['rating_count', 'rating_sum', 'delivery'])
    await db.schema.alterTable('shop_products').dropColumn(name).execute();
}
