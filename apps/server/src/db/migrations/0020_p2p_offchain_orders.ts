/**
 * Off-chain P2P orders (docs/api.md "P2P with payment methods"): such an order escrows only the seller's PI —
 * the fiat is paid outside the app — so `usdt_hold_id` may be null, and its status may also be `paid` or
 * `appeal`. PostgreSQL alters the column and the check in place. SQLite can do neither, so the table is
 * rebuilt from its own stored definition with those two parts changed (sqlite-rebuild.ts); no other table
 * references p2p_orders.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { rebuildSqliteTable, replaceOnce } from './sqlite-rebuild.ts';

const OLD_CHECK = "status in ('pending', 'completed', 'expired', 'cancelled')";
const NEW_CHECK = "status in ('pending', 'paid', 'appeal', 'completed', 'expired', 'cancelled')";

const relax = (definition: string) =>
  replaceOnce(replaceOnce(definition, /"usdt_hold_id" bigint not null/gi, '"usdt_hold_id" bigint'), OLD_CHECK, NEW_CHECK);
const tighten = (definition: string) =>
  replaceOnce(
    replaceOnce(definition, /"usdt_hold_id" bigint(?! not null)/gi, '"usdt_hold_id" bigint not null'),
    NEW_CHECK,
    OLD_CHECK,
  );

async function setCheck(db: Kysely<any>, check: string): Promise<void> {
  await db.schema.alterTable('p2p_orders').dropConstraint('p2p_orders_status_chk').execute();
  await db.schema.alterTable('p2p_orders').addCheckConstraint('p2p_orders_status_chk', sql.raw(check)).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return rebuildSqliteTable(db, 'p2p_orders', relax);
  await db.schema
    .alterTable('p2p_orders')
    .alterColumn('usdt_hold_id', (c) => c.dropNotNull())
    .execute();
  await setCheck(db, NEW_CHECK);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return rebuildSqliteTable(db, 'p2p_orders', tighten);
  await db.schema
    .alterTable('p2p_orders')
    .alterColumn('usdt_hold_id', (c) => c.setNotNull())
    .execute();
  await setCheck(db, OLD_CHECK);
}
