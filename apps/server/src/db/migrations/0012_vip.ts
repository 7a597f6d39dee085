/**
 * VIP membership and annual cards (docs/api.md "Sign-in, VIP"; docs/product.md §2 page/annualcard/*): the plans an operator
 * sells, each purchase with the membership before and after it (so an extension can be audited), and the
 * annual cards a member holds. Money itself moves only in the ledger; purchases point at their posting.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('vip_plans'), d)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('benefits', 'varchar(500)', notNullDefault('[]'))
    .addColumn('enabled', 'integer', notNullDefault(1))
    .addColumn('sort', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('vip_plans_price_chk', sql`price > 0`)
    .addCheckConstraint('vip_plans_period_chk', sql`period in ('month', 'year', 'lifetime')`)
    .execute();

  await withId(db.schema.createTable('vip_orders'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('plan_id', bigint, (c) => c.notNull().references('vip_plans.id'))
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('level_before', 'integer', (c) => c.notNull())
    .addColumn('expire_before', bigint)
    .addColumn('level_after', 'integer', (c) => c.notNull())
    .addColumn('expire_after', bigint)
    .addColumn('cards_granted', 'integer', notNullDefault(0))
    .addColumn('posting_id', bigint, (c) => c.notNull().references('ledger_postings.id'))
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vip_orders_key_uq').unique().on('vip_orders').columns(['user_id', 'idempotency_key']).execute();
  await db.schema.createIndex('vip_orders_user_idx').on('vip_orders').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('vip_cards')
    .addColumn('user_id', bigint, (c) => c.primaryKey().references('users.id'))
    .addColumn('cards', 'integer', notNullDefault(0))
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('vip_cards_cards_chk', sql`cards >= 0`)
    .execute();

  await withId(db.schema.createTable('vip_card_exchanges'), d)
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('points', bigint, (c) => c.notNull())
    .addColumn('posting_id', bigint, (c) => c.notNull().references('ledger_postings.id'))
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vip_card_exchanges_key_uq')
    .unique()
    .on('vip_card_exchanges')
    .columns(['user_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['vip_card_exchanges', 'vip_cards', 'vip_orders', 'vip_plans']) await db.schema.dropTable(table).execute();
}
