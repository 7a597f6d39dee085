/**
 * SQLite can neither change a column's NOT NULL or a table's CHECK in place, nor drop a column that a CHECK names.
 * Such a change rebuilds the table from its own stored definition (https://www.sqlite.org/lang_altertable.html
 * "other kinds of table schema changes"): the changed definition under a new name, the rows of the columns both
 * have copied, the old table dropped, the new one renamed, its indexes made again. Only for a table that no other
 * table references.
 */
import { sql, type Kysely } from 'kysely';

/** `text` with its one match of `from` replaced; a definition that does not read as expected stops the migration. */
export function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from;
  if (text.match(pattern)?.length !== 1) throw new Error(`table definition: expected one ${String(from)}`);
  return text.replace(from, to);
}

const columnsOf = async (db: Kysely<any>, table: string) =>
  (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map((c) => c.name);

export async function rebuildSqliteTable(db: Kysely<any>, table: string, change: (definition: string) => string): Promise<void> {
  const rows = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const definition = rows.rows.find((r) => r.type === 'table')!.sql!;
  const indexes = rows.rows.filter((r) => r.type === 'index' && r.sql !== null);
  const next = `${table}_next`;
  await sql.raw(change(definition).replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${next}"`)).execute(db);
  const kept = new Set(await columnsOf(db, next));
  const columns = (await columnsOf(db, table)).filter((name) => kept.has(name));
  const list = sql.join(columns.map((name) => sql.id(name)));
  await sql`insert into ${sql.table(next)} (${list}) select ${list} from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(db);
  for (const index of indexes) await sql.raw(index.sql!).execute(db);
}
