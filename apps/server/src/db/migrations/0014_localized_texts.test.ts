/**
 * Migration 0014 on a database from before names were per language: an operator's own category and plan
 * names become their English entry, a category still named as seeded gets the seeded translations, and
 * members get an empty stored language (mail then follows the request).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, usingPostgres } from '../../../test/test-app.ts';
import { migrations } from './index.ts';

let db: Kysely<any>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (usingPostgres) {
    const database = await createPostgresDatabase({ empty: true });
    db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }) });
    cleanup = async () => {
      await db.destroy();
      await database.drop();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-0014-'));
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'app.sqlite')) }) });
    cleanup = async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
});
afterAll(() => cleanup());

const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

describe('migration 0014_localized_texts', () => {
  it('keeps every existing name as English and translates the untouched seeded categories', async () => {
    const before = Object.keys(migrations)
      .sort()
      .filter((name) => name < '0014');
    expect((await migrator().migrateTo(before.at(-1)!)).error).toBeUndefined();
    const now = 1_790_000_000;
    await db.updateTable('label_categories').set({ name: 'Food stalls' }).where('icon', '=', 'restaurant').execute();
    await db.insertInto('label_categories').values({ name: 'Durian & fruit', icon: 'fruit', createtime: now }).execute();
    await db
      .insertInto('vip_plans')
      .values({ name: 'Gold card', period: 'year', coin: 'USDT', price: 99_000_000, createtime: now, updatetime: now })
      .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();

    const categories = await db.selectFrom('label_categories').select(['icon', 'name']).execute();
    const byIcon = new Map(categories.map((c) => [c.icon, JSON.parse(c.name)]));
    expect(byIcon.get('restaurant')).toEqual({ en: 'Food stalls' });
    expect(byIcon.get('fruit')).toEqual({ en: 'Durian & fruit' });
    // Nine names do not fit the old 40-character column: on PostgreSQL this also shows it was widened.
    expect(byIcon.get('beauty')).toMatchObject({ en: 'Beauty & salon', vi: 'Làm đẹp & salon', 'zh-CHT': '美容美髮' });
    const plan = await db.selectFrom('vip_plans').select('name').executeTakeFirstOrThrow();
    expect(JSON.parse(plan.name)).toEqual({ en: 'Gold card' });
  });
});
