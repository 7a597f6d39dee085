/**
 * Off-chain P2P orders (docs/api.md "P2P with payment methods"): such an order escrows only the seller's PI —
 * the fiat is paid outside the app — so `usdt_hold_id` may be null, and its status may also be `paid` or
 * `appeal`. PostgreSQL alters the column and the check in place. SQLite can do neither, so the table is
 * rebuilt from its own stored definition with those two parts changed (https://www.sqlite.org/lang_altertable.html
 * "other kinds of table schema changes"); no other table references p2p_orders.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

const OLD_CHECK = "status in ('pending', 'completed', 'expired', 'cancelled')";
const NEW_CHECK = "status in ('pending', 'paid', 'appeal', 'completed', 'expired', 'cancelled')";

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const matches = text.match(typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from);
  if (matches?.length !== 1) throw new Error(`p2p_orders definition: expected one ${String(from)}`);
  return text.replace(from, to);
}

async function rebuildSqlite(db: Kysely<any>, change: (definition: string) => string): Promise<void> {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'p2p_orders'`.execute(db);
  const table = rows.rows.find((r) => r.type === 'table')!;
  const indexes = rows.rows.filter((r) => r.type === 'index' && r.sql !== null);
  const definition = change(table.sql!).replace(/^create table "?p2p_orders"?/i, 'create table "p2p_orders_next"');
  await sql.raw(definition).execute(db);
  await sql`insert into p2p_orders_next select * from p2p_orders`.execute(db);
  await sql`drop table p2p_orders`.execute(db);
  await sql`alter table p2p_orders_next rename to p2p_orders`.execute(db);
  for (const index of indexes) await sql.raw(index.sql!).execute(db);
}

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
  if (dialectOf(db) === 'sqlite') return rebuildSqlite(db, relax);
  await db.schema
    .alterTable('p2p_orders')
    .alterColumn('usdt_hold_id', (c) => c.dropNotNull())
    .execute();
  await setCheck(db, NEW_CHECK);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return rebuildSqlite(db, tighten);
  await db.schema
    .alterTable('p2p_orders')
    .alterColumn('usdt_hold_id', (c) => c.setNotNull())
    .execute();
  await setCheck(db, OLD_CHECK);
}
