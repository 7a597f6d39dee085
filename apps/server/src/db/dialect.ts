/**
 * The few differences between SQLite and PostgreSQL, kept in one place so migrations and repositories
 * read the same on both (docs/architecture.md "Server module shape").
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.toLowerCase().includes('postgres') ? 'postgres' : 'sqlite';
}

/** An auto-increment integer primary key named `id`. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Unix-second times and other integers that may outgrow 32 bits. */
export const bigint = 'bigint' as const;

export const notNullDefault =
  (value: string | number) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(value);

/** Case-insensitive equality that uses the same index on both databases (values are stored lower-case). */
export const lower = (column: string) => sql`lower(${sql.ref(column)})`;

/**
 * A BIGINT money column read as exact text, turned into bigint by the caller: never through a JavaScript
 * number, which rounds past 2^53 (docs/architecture.md "Money: one ledger"; both drivers return the same text).
 */
export const money = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;
