/**
 * A throwaway database on a PostgreSQL server for one benchmark run, dropped afterwards. The server is
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, else the development server of .tmp/pg-dev.sh.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

export interface ScratchDatabase {
  url: string;
  /** server_version */
  version: string;
  drop(): Promise<void>;
}

/** Undefined (after saying so) when the server cannot be reached: that database is then skipped. */
export async function scratchPostgres(prefix: string): Promise<ScratchDatabase | undefined> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${PG_URL.replace(/\/\/[^@]*@/, '//')}: skipped`);
    return undefined;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
