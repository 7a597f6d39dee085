/**
 * The operator's word on a decided dispute or appeal (docs/api.md "Delivery addresses and after-sale" →
 * `refund.decision`; "P2P with payment methods" → `appeal.decision`): the reason the operator wrote, and for a
 * shop order when the dispute was decided. Both sides read them on the order and in the decided notice. Orders
 * decided before this migration keep an empty reason (their reason, if any, is in the timeline's note).
 *
 * A timeline event that moves or asks for money keeps its amount in a column of its own (smallest units),
 * so the apps write it in the reader's style instead of showing the server's text at the coin's full scale;
 * the note keeps only the words (a reason). Events recorded before keep the amount inside their note.
 */
import type { Kysely } from 'kysely';
import { bigint, notNullDefault } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_orders').addColumn('decide_reason', 'varchar(500)', notNullDefault('')).execute();
  await db.schema.alterTable('shop_orders').addColumn('decide_time', bigint).execute();
  await db.schema.alterTable('p2p_orders').addColumn('decide_reason', 'varchar(500)', notNullDefault('')).execute();
  await db.schema.alterTable('shop_order_events').addColumn('amount', bigint).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_order_events').dropColumn('amount').execute();
  await db.schema.alterTable('p2p_orders').dropColumn('decide_reason').execute();
  await db.schema.alterTable('shop_orders').dropColumn('decide_time').execute();
  await db.schema.alterTable('shop_orders').dropColumn('decide_reason').execute();
}
