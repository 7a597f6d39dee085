/**
 * `p2p_traders.completed_orders` goes: what the market shows of a trader, and what an ad's `min_orders` asks of a
 * taker, is counted from the orders themselves (modules/p2p/trader-record.ts), so the counter was written on every
 * closed order and read nowhere — a second figure that could only drift from the first. The table's CHECK keeps
 * `open_orders >= 0`. PostgreSQL drops the column and remakes the check in place; SQLite cannot drop a column its
 * CHECK names, so the table is rebuilt (sqlite-rebuild.ts).
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf, notNullDefault } from '../dialect.ts';
import { rebuildSqliteTable, replaceOnce } from './sqlite-rebuild.ts';

const CHECK = 'p2p_traders_counts_chk';
const BOTH = 'open_orders >= 0 and completed_orders >= 0';
const OPEN_ONLY = 'open_orders >= 0';

const withoutCounter = (definition: string) =>
  replaceOnce(replaceOnce(definition, /"completed_orders" integer default 0 not null, /gi, ''), BOTH, OPEN_ONLY);
const withCounterCheck = (definition: string) => replaceOnce(definition, `check (${OPEN_ONLY})`, `check (${BOTH})`);

async function setCheck(db: Kysely<any>, check: string): Promise<void> {
  await db.schema.alterTable('p2p_traders').dropConstraint(CHECK).execute();
  await db.schema.alterTable('p2p_traders').addCheckConstraint(CHECK, sql.raw(check)).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') return rebuildSqliteTable(db, 'p2p_traders', withoutCounter);
  await setCheck(db, OPEN_ONLY);
  await db.schema.alterTable('p2p_traders').dropColumn('completed_orders').execute();
}

/** The column comes back at 0 for everyone: what it counted is in the orders. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('p2p_traders').addColumn('completed_orders', 'integer', notNullDefault(0)).execute();
  if (dialectOf(db) === 'sqlite') return rebuildSqliteTable(db, 'p2p_traders', withCounterCheck);
  await setCheck(db, BOTH);
}
