/**
 * A test app whose log lines are kept (the regular test app logs nothing), for checks on what an operator
 * reads in the log: the level a client's mistake is logged at, and that no credential is written.
 * Same database choice as test-app.ts: SQLite, or a fresh PostgreSQL database with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { clearSettingsCache } from '../../src/modules/settings/settings.service.ts';
import { createPostgresDatabase, usingPostgres } from '../test-app.ts';

export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

export interface LoggedApp {
  app: FastifyInstance;
  dataDir: string;
  logs: LogLine[];
  /** the raw text written to the log, for searching a secret anywhere in it */
  logText(): string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `setup` runs before the app is ready: a test may add a route of its own (one that answers slowly, say). */
export async function createLoggedApp(
  env: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void | Promise<void>,
): Promise<LoggedApp> {
  clearSettingsCache();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-logged-'));
  const pgDb = usingPostgres ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(config, { logStream: stream });
  await setup?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    get logs() {
      return chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine);
    },
    logText: () => chunks.join(''),
    inject: (options) => app.inject(options),
    async close() {
      await app.close();
      await pgDb?.drop();
      clearSettingsCache();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
