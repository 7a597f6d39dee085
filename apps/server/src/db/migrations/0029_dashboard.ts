/**
 * The operators' dashboard and the merchant figures (docs/api.md "Admin": /api/admin/dashboard, "Shop
 * marketplace": /api/shop/merchantstats) read counts and sums over time windows; these indexes let each figure
 * read only its window instead of scanning a million members or ten million journal rows. `users.activetime`
 * is the start of the last day a member's signed-in request came in (written at most once a day), so
 * "active today" is an index range, not a scan of tokens.
 */
import { type Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('activetime', bigint, notNullDefault(0)).execute();
  await db.schema.createIndex('users_activetime_idx').on('users').column('activetime').execute();
  await db.schema.createIndex('users_createtime_idx').on('users').column('createtime').execute();
  await db.schema
    .createIndex('ledger_entries_account_time_idx')
    .on('ledger_entries')
    .columns(['account_id', 'createtime'])
    .execute();
  await db.schema.createIndex('p2p_orders_createtime_idx').on('p2p_orders').column('createtime').execute();
  await db.schema.createIndex('shop_orders_paytime_idx').on('shop_orders').column('paytime').execute();
  await db.schema.createIndex('shop_orders_seller_time_idx').on('shop_orders').columns(['seller_id', 'createtime']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'shop_orders_seller_time_idx',
    'shop_orders_paytime_idx',
    'p2p_orders_createtime_idx',
    'ledger_entries_account_time_idx',
    'users_createtime_idx',
    'users_activetime_idx',
  ])
    await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.alterTable('users').dropColumn('activetime').execute();
}
