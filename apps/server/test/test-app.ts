/**
 * Builds a real app on a real, empty database for a test file: a temporary SQLite file by default, or a
 * fresh PostgreSQL database on the server named by TEST_DATABASE_URL (the CI runs the suite on both).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { clearSettingsCache } from '../src/modules/settings/settings.service.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** POST a JSON body; returns the parsed envelope and the HTTP status. */
  call<T = any>(
    url: string,
    body?: unknown,
    options?: { token?: string; locale?: string; headers?: Record<string, string> },
  ): Promise<ApiResult<T>>;
  /** Closes the app and builds a new one on the same database, as a server restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface ApiResult<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  raw: LightMyRequestResponse;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  clearSettingsCache();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const pgDb = usingPostgres ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  let app = await buildApp(config, { logger: false });
  await app.ready();

  return {
    get app() {
      return app;
    },
    config,
    async call(url, body = {}, options = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'accept-language': options.locale ?? 'en',
        ...options.headers,
      };
      if (options.token) headers.token = options.token;
      const raw = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
      const json = raw.json();
      return { status: raw.statusCode, code: json.code, msg: json.msg, data: json.data, raw };
    },
    async restart() {
      await app.close();
      clearSettingsCache();
      app = await buildApp(config, { logger: false });
      await app.ready();
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      clearSettingsCache();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
