/**
 * Migration 0014 on a database from before names were per language: an operator's own category and plan
 * names become their English entry, a category still named as seeded gets the seeded translations, and
 * members get an empty stored language (mail then follows the request).
 */
import { describe, expect, it } from 'vitest';
import { useMigrationDb } from '../../../test/migration-db.ts';
import { migrations } from './index.ts';

const t = useMigrationDb();

describe('migration 0014_localized_texts', () => {
  it('keeps every existing name as English and translates the untouched seeded categories', async () => {
    const before = Object.keys(migrations)
      .sort()
      .filter((name) => name < '0014');
    expect((await t.migrator.migrateTo(before.at(-1)!)).error).toBeUndefined();
    const now = 1_790_000_000;
    await t.db.updateTable('label_categories').set({ name: 'Food stalls' }).where('icon', '=', 'restaurant').execute();
    await t.db.insertInto('label_categories').values({ name: 'Durian & fruit', icon: 'fruit', createtime: now }).execute();
    await t.db
      .insertInto('vip_plans')
      .values({ name: 'Gold card', period: 'year', coin: 'USDT', price: 99_000_000, createtime: now, updatetime: now })
      .execute();

    expect((await t.migrator.migrateToLatest()).error).toBeUndefined();

    const categories = await t.db.selectFrom('label_categories').select(['icon', 'name']).execute();
    const byIcon = new Map(categories.map((c) => [c.icon, JSON.parse(c.name)]));
    expect(byIcon.get('restaurant')).toEqual({ en: 'Food stalls' });
    expect(byIcon.get('fruit')).toEqual({ en: 'Durian & fruit' });
    // Nine names do not fit the old 40-character column: on PostgreSQL this also shows it was widened.
    expect(byIcon.get('beauty')).toMatchObject({ en: 'Beauty & salon', vi: 'Làm đẹp & salon', 'zh-CHT': '美容美髮' });
    const plan = await t.db.selectFrom('vip_plans').select('name').executeTakeFirstOrThrow();
    expect(JSON.parse(plan.name)).toEqual({ en: 'Gold card' });
  });
});
