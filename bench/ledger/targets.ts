/** The databases the ledger benchmark runs on: a temporary SQLite file (WAL, synchronous=FULL, as the
 * server opens it) and, when reachable, a throwaway database on a PostgreSQL server. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../apps/server/src/db/database.ts';

export interface Target {
  name: string;
  version: string;
  opened: OpenedDatabase;
  dispose(): Promise<void>;
}

/** The server given by TEST_DATABASE_URL / BENCH_DATABASE_URL, else the dev server of .tmp/pg-dev.sh. */
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

export async function sqliteTarget(): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  const opened = await openDatabase({ dataDir: dir });
  const { sql } = await import('kysely');
  const version = (await sql<{ v: string }>`select sqlite_version() as v`.execute(opened.db)).rows[0]!.v;
  return {
    name: 'SQLite',
    version: `SQLite ${version}, WAL, synchronous=FULL`,
    opened,
    dispose: async () => {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresTarget(poolSize: number): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${PG_URL.replace(/\/\/[^@]*@/, '//')}: skipped`);
    return undefined;
  }
  const name = `bench_ledger_${randomBytes(4).toString('hex')}`;
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), poolSize });
  return {
    name: 'PostgreSQL',
    version: `PostgreSQL ${version}, READ COMMITTED, pool ${poolSize}`,
    opened,
    dispose: async () => {
      await opened.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
