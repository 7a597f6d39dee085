/**
 * Builds a real app on a real, newly migrated database of the test file's own: a temporary SQLite file by
 * default, or a new PostgreSQL database on the server named by TEST_DATABASE_URL (the CI runs the suite on
 * both). Both are copies of the run's migrated template (test/database-template.ts), which saves each file
 * the migrations.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MultipartForm, PostPath, RouteBody, RouteReply } from '@app/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { clearSettingsCache } from '../src/modules/settings/settings.service.ts';
import { adminQuery, databaseUrl } from './database-template.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /**
   * POST any body to any URL, for requests the route map cannot type (paths outside it, bodies a path does not
   * take). Returns the parsed envelope and the HTTP status; its data is `unknown`, to be narrowed before reading.
   */
  call(url: string, body?: unknown, options?: CallOptions): Promise<ApiResult<unknown>>;
  /**
   * The same POST to a path of the contract's route map, typed from it: the body may only use the path's
   * field names and the reply's data has the path's reply type, so a field renamed in the contract fails
   * typecheck in the tests that use it.
   */
  post<P extends PostPath>(url: P, body?: TestBody<P>, options?: CallOptions): Promise<ApiResult<RouteReply<P>>>;
  /** Closes the app and builds a new one on the same database, as a server restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  locale?: string;
  headers?: Record<string, string>;
}

/**
 * What a test may send to a mapped path: only the path's field names, each with any value and each
 * optional, since tests also send what the server must refuse.
 */
export type TestBody<P extends PostPath> =
  RouteBody<P> extends infer B ? (B extends MultipartForm ? unknown : { [K in keyof B]?: unknown }) : never;

export interface ApiResult<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  raw: LightMyRequestResponse;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A new database of its own on TEST_DATABASE_URL's server: a clone of the run's migrated template
 * (test/database-template.ts) when there is one, otherwise (or with `empty`) one that migrates on open.
 */
export async function createPostgresDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = options.empty ? undefined : inject('postgresTemplate');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A temp DATA_DIR; on SQLite it holds a copy of the run's migrated template when there is one. */
function createDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const template = inject('sqliteTemplate');
  if (!usingPostgres && template) fs.copyFileSync(template, path.join(dataDir, 'app.sqlite'));
  return dataDir;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  clearSettingsCache();
  const dataDir = createDataDir();
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

  // `post` is the same request as `call`, with the route map's types (see TestApp); the JSON parsed here is
  // untyped until one of those two signatures names it.
  async function call(url: string, body: unknown = {}, options: CallOptions = {}): Promise<ApiResult<any>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'en',
      ...options.headers,
    };
    if (options.token) headers.token = options.token;
    const raw = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
    const json = raw.json();
    return { status: raw.statusCode, code: json.code, msg: json.msg, data: json.data, raw };
  }

  return {
    get app() {
      return app;
    },
    config,
    call,
    post: call,
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
