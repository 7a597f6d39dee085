/**
 * Crash test support (docs/reliability.md "Crash test"): one database for the whole run (a SQLite DATA_DIR, or a
 * fresh database in the TEST_DATABASE_URL server), a private esbuild bundle of the server, and a server process that
 * can be SIGKILLed and replaced on that database. Even from a bundle a start takes 2–5 s on this busy 2-core box
 * (loading the dependencies), so, as a process manager with warm spares would, the next processes boot while the
 * current one serves: a kill is followed at once by a live process on the same database. Every process and file made
 * here is removed by cleanup(), also when the test fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { buildServerBundle, startServer, type StartedServer } from '../processes.ts';
import { createPostgresDatabase, usingPostgres } from '../test-app.ts';

export const ADMIN = { username: 'crashop', password: 'CrashOperator123' };

export interface CrashRig {
  /** the running server's base URL; undefined while it is down */
  url: string | undefined;
  /** puts the next (booted) process in service */
  start(): Promise<void>;
  /** SIGKILL, and wait until the process is gone; returns its pid */
  kill(): Promise<number>;
  /** the database opened from the test process, for the checks */
  db(): Promise<Db>;
  /** what names the database (DATA_DIR, DATABASE_URL) and the operator, as the processes get it */
  env: Record<string, string>;
  /** the server bundle the processes run (a server on another database may run it too) */
  bundle: string;
  cleanup(): Promise<void>;
}

export async function crashRig(spares = 2): Promise<CrashRig> {
  const stops: (() => void)[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pg = usingPostgres ? await createPostgresDatabase() : undefined;
  if (pg) cleanups.push(() => pg.drop());
  const bundle = buildServerBundle('crash');
  cleanups.push(bundle.remove);
  const env = {
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'false',
    JOBS: 'on',
    NODE_ENV: 'production',
  };
  let server: StartedServer | undefined;
  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const booting: Promise<StartedServer>[] = [];
  const boot = () => {
    const next = startServer(env, (stop) => stops.push(stop), bundle.file);
    next.catch(() => {}); // a failed boot is reported when start() awaits it
    booting.push(next);
  };
  const topUp = () => {
    while (booting.length < spares) boot();
  };

  const rig: CrashRig = {
    url: undefined,
    env,
    bundle: bundle.file,
    async start() {
      // The first process alone creates the schema and the operator; spares only ever open it.
      if (server) topUp();
      else boot();
      server = await booting.shift()!;
      topUp();
      rig.url = server.url;
    },
    async kill() {
      rig.url = undefined;
      server!.stop();
      await server!.exited;
      return server!.pid;
    },
    async db() {
      opened ??= await openDatabase({ dataDir, databaseUrl: pg?.url, poolSize: 4 });
      return opened.db;
    },
    async cleanup() {
      stops.forEach((stop) => stop());
      await Promise.allSettled([server?.exited, ...booting.map((next) => next.then((s) => s.exited))]);
      await opened?.close();
      // Last in, first out: the bundle, then the database, then its directory.
      for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
    },
  };
  return rig;
}
