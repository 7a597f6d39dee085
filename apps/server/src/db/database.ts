/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise SQLite in DATA_DIR (WAL,
 * synchronous=FULL for durable money, docs/architecture.md "Parts and arrows"). Migrations apply on open.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import type { DialectName } from './dialect.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  /** true when this open created the schema (a new database) */
  created: boolean;
  close(): Promise<void>;
}

// int8 (bigint) as a JavaScript number: ids and unix times stay far below 2^53; money is read as text.
pg.types.setTypeParser(20, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`integer out of safe range: ${v}`);
  return n;
});

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<OpenedDatabase> {
  const { db, dialect } = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 20)
    : openSqlite(options.dataDir);
  const created = await migrate(db);
  return { db, dialect, created, close: () => db.destroy() };
}

function openPostgres(url: string, poolSize: number) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose connection the server ends (restart, failover, admin termination) emits 'error';
  // unhandled it would crash the process. The pool drops that client and opens a new one on demand.
  pool.on('error', (err) => console.error(`PostgreSQL idle connection lost: ${err.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' as const };
}

function openSqlite(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'app.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    dialect: 'sqlite' as const,
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; a profile of the ledger showed ~18% of the time in
 * `prepare`. The server runs a small, fixed set of query shapes, so prepared statements are kept by SQL
 * text (bounded, oldest dropped first). Safe because better-sqlite3 runs each statement to completion
 * synchronously before the next use.
 * Transactions begin IMMEDIATE: a deferred one that read first and writes second fails at once with
 * SQLITE_BUSY_SNAPSHOT when another process (a restart's overlapping process) committed in between, while an
 * immediate one waits for the write lock under busy_timeout. One process serialises its transactions
 * anyway, so nothing is lost.
 */
function withStatementCache(database: SQLite.Database, max = 2000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      const sqlText = text === 'begin' ? 'begin immediate' : text;
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = database.prepare(sqlText);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies pending migrations; returns true when the database had none applied before. */
async function migrate(db: Db): Promise<boolean> {
  const migrator = new Migrator({ db, provider });
  const before = await migrator.getMigrations();
  const created = before.every((m) => m.executedAt === undefined);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`);
  }
  return created;
}
