/**
 * A migration test's database: empty, on PostgreSQL when the run uses it (TEST_DATABASE_URL) and in a throwaway SQLite
 * file otherwise, with a migrator over the app's own migrations, so a test can stop before a migration, write the rows
 * it should keep, and go on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { createPostgresDatabase, usingPostgres } from './test-app.ts';

interface MigrationDb {
  db: Kysely<any>;
  migrator: Migrator;
  cleanup: () => Promise<void>;
}

const migratorOf = (db: Kysely<any>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function openMigrationDb(): Promise<MigrationDb> {
  if (usingPostgres) {
    const database = await createPostgresDatabase({ empty: true });
    const db = new Kysely<any>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
    });
    return { db, migrator: migratorOf(db), cleanup: async () => (await db.destroy(), await database.drop()) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-'));
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'app.sqlite')) }) });
  return {
    db,
    migrator: migratorOf(db),
    cleanup: async () => (await db.destroy(), fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** The test file's database, opened before its tests and dropped after them. */
export function useMigrationDb(): Pick<MigrationDb, 'db' | 'migrator'> {
  let opened: MigrationDb | undefined;
  beforeAll(async () => {
    opened = await openMigrationDb();
  });
  afterAll(() => opened?.cleanup());
  return {
    get db() {
      return opened!.db;
    },
    get migrator() {
      return opened!.migrator;
    },
  };
}
