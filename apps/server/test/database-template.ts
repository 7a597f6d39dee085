/**
 * vitest globalSetup: migrates ONE template database per run, so each test file starts from a copy instead of
 * running every migration again (README "Develop"). SQLite: a migrated file in a temp dir that createTestApp
 * copies; PostgreSQL (TEST_DATABASE_URL): a migrated database that createTestApp clones with
 * `CREATE DATABASE … TEMPLATE` (https://www.postgresql.org/docs/15/manage-ag-templatedbs.html).
 * Every file still gets its own database; only the migration work is shared.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated SQLite file to copy as a test file's `app.sqlite` */
    sqliteTemplate?: string;
    /** name of a migrated PostgreSQL database on TEST_DATABASE_URL's server to clone */
    postgresTemplate?: string;
  }
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    // A pool of one: the template must have no open connection when a file clones it.
    const opened = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: os.tmpdir(), poolSize: 1 });
    await opened.close();
  } catch (err) {
    await drop();
    throw err;
  }
  return { name, drop };
}

async function sqliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-template-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    // Closing checkpoints the WAL into app.sqlite, so the one file is the whole database.
    const opened = await openDatabase({ dataDir: dir });
    await opened.close();
  } catch (err) {
    remove();
    throw err;
  }
  return { file: path.join(dir, 'app.sqlite'), remove };
}

/** Run databases are named `t_…`/`tpl_…` and the creation time in base 36 (test-app.ts, above). */
const RUN_DATABASE = /^(t|tpl)_([0-9a-z]+)_[0-9a-f]+$/;
const STALE_MS = 6 * 3600_000;

/**
 * A run that was killed (Ctrl-C twice, a CI timeout) never drops its databases; on a PostgreSQL server kept
 * between runs they would pile up, so those older than any run can last are dropped at the next start.
 */
async function dropStaleDatabases(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^tp?l?_'`);
    for (const { datname } of rows) {
      const created = RUN_DATABASE.exec(datname)?.[2];
      if (created && Date.now() - parseInt(created, 36) > STALE_MS)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await dropStaleDatabases(adminUrl);
    const template = await postgresTemplate(adminUrl);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const template = await sqliteTemplate();
  project.provide('sqliteTemplate', template.file);
  return template.remove;
}
