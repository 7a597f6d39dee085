/**
 * The two databases of the HTTP benchmark, both durable as the write figures require: a fresh SQLite file
 * (the server opens it in WAL with synchronous=FULL) and a throwaway PostgreSQL started with fsync and
 * synchronous_commit on (@app/test-support's startPostgres, durable mode), or the server in BENCH_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../../apps/server/src/db/database.ts';
import { findPostgres, startPostgres } from '@app/test-support';
import { scratchPostgres } from '../scratch-postgres.ts';

export interface BenchDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** what the server process is given */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  open(): Promise<OpenedDatabase>;
  /** version and durability settings, as read from the database */
  describe(db: OpenedDatabase['db']): Promise<string>;
  dispose(): Promise<void>;
}

export function sqliteDatabase(): BenchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  return {
    name: 'SQLite',
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    describe: async (db) => {
      const row = async (q: string) => Object.values((await sql.raw<Record<string, unknown>>(q).execute(db)).rows[0]!)[0];
      return `SQLite ${await row('select sqlite_version()')}, journal_mode=${await row('pragma journal_mode')}, synchronous=${await row('pragma synchronous')} (2 = FULL; as the server opens it)`;
    },
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresServer(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await scratchPostgres('bench_http');
    return scratch && { url: scratch.url, stop: scratch.drop };
  }
  const binaries = findPostgres();
  if (!binaries) {
    console.log('PostgreSQL binaries not found (PG_BIN): PostgreSQL skipped');
    return undefined;
  }
  const server = await startPostgres(binaries.dir, { durable: true });
  return { url: server.url, stop: async () => server.stop() };
}

export async function postgresDatabase(): Promise<BenchDatabase | undefined> {
  const server = await postgresServer();
  if (!server) return undefined;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: server.url },
    open: () => openDatabase({ databaseUrl: server.url, dataDir: os.tmpdir(), poolSize: 5 }),
    describe: async (db) => {
      const show = async (name: string) => (await sql.raw<{ [k: string]: string }>(`show ${name}`).execute(db)).rows[0]![name];
      return `PostgreSQL ${await show('server_version')}, fsync=${await show('fsync')}, synchronous_commit=${await show('synchronous_commit')}, full_page_writes=${await show('full_page_writes')}; the server's pool: 20 connections`;
    },
    dispose: () => server.stop(),
  };
}
