/** The databases the ledger benchmark runs on: a temporary SQLite file (WAL, synchronous=FULL, as the
 * server opens it) and, when reachable, a throwaway database on a PostgreSQL server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenedDatabase } from '../../apps/server/src/db/database.ts';
import { scratchPostgres } from '../scratch-postgres.ts';

export interface Target {
  name: string;
  version: string;
  opened: OpenedDatabase;
  dispose(): Promise<void>;
}

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
  const scratch = await scratchPostgres('bench_ledger');
  if (!scratch) return undefined;
  const { version } = scratch;
  const opened = await openDatabase({ databaseUrl: scratch.url, dataDir: os.tmpdir(), poolSize });
  return {
    name: 'PostgreSQL',
    version: `PostgreSQL ${version}, READ COMMITTED, pool ${poolSize}`,
    opened,
    dispose: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}
