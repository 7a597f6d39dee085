/**
 * The rest of P2P in the members' own money (docs/api.md "P2P in the members' own money"): on an order the
 * buyer's cancel request, a chargeback the seller reports after completion (both statements and the operator's
 * decision); on a trader a restriction from taking ads after a chargeback; the trusted-trader list; and offer
 * alerts, each with when it last raised a notice (the hourly limit is one conditional update of `notified_at`).
 */
import { type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

const ORDER_COLUMNS = [
  'cancel_request_time',
  'chargeback_time',
  'chargeback_reason',
  'chargeback_images',
  'chargeback_reply',
  'chargeback_reply_images',
  'chargeback_decision',
  'chargeback_decidetime',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const orders = () => db.schema.alterTable('p2p_orders');
  await orders().addColumn('cancel_request_time', bigint).execute();
  await orders().addColumn('chargeback_time', bigint).execute();
  await orders().addColumn('chargeback_reason', 'varchar(500)', notNullDefault('')).execute();
  await orders().addColumn('chargeback_images', 'text', notNullDefault('[]')).execute();
  await orders().addColumn('chargeback_reply', 'varchar(500)', notNullDefault('')).execute();
  await orders().addColumn('chargeback_reply_images', 'text', notNullDefault('[]')).execute();
  // '' until decided, then `restrict_buyer` or `dismiss`
  await orders().addColumn('chargeback_decision', 'varchar(20)', notNullDefault('')).execute();
  await orders().addColumn('chargeback_decidetime', bigint).execute();
  // the chargeback desk's queue: reported and not yet decided, oldest first
  await db.schema
    .createIndex('p2p_orders_chargeback_idx')
    .on('p2p_orders')
    .columns(['chargeback_decision', 'chargeback_time'])
    .execute();

  await db.schema.alterTable('p2p_traders').addColumn('restricted_until', bigint, notNullDefault(0)).execute();

  await withId(db.schema.createTable('p2p_trusts'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('trusted_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('p2p_trusts_pair_uq').unique().on('p2p_trusts').columns(['user_id', 'trusted_id']).execute();

  await withId(db.schema.createTable('p2p_alerts'), dialectOf(db))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('fiat', 'varchar(3)', (c) => c.notNull())
    .addColumn('providers', 'text', notNullDefault('[]'))
    // units at USDT's scale, as ad prices
    .addColumn('price', bigint, (c) => c.notNull())
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('notified_at', bigint, notNullDefault(0))
    .execute();
  // a new or repriced ad looks up the alerts of its side and currency
  await db.schema.createIndex('p2p_alerts_match_idx').on('p2p_alerts').columns(['fiat', 'type']).execute();
  await db.schema.createIndex('p2p_alerts_user_idx').on('p2p_alerts').columns(['user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('p2p_alerts').execute();
  await db.schema.dropTable('p2p_trusts').execute();
  await db.schema.alterTable('p2p_traders').dropColumn('restricted_until').execute();
  await db.schema.dropIndex('p2p_orders_chargeback_idx').execute();
  for (const column of [...ORDER_COLUMNS].reverse()) await db.schema.alterTable('p2p_orders').dropColumn(column).execute();
}
