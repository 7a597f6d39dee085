/**
 * Reads and writes operator settings (docs/api.md Admin "configuration"). Reads are cached per process for a
 * few seconds so hot paths do not hit the database; writes validate against the registry.
 */
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { describeSchema, invalidSettingError } from './settings.describe.ts';
import { isSettingKey, settingDefinition, SETTINGS, type SettingKey, type SettingValue } from './settings.registry.ts';

const CACHE_SECONDS = 5;
let cache: { at: number; values: Map<string, unknown> } | undefined;

async function loadAll(db: Db): Promise<Map<string, unknown>> {
  if (cache && clock.now() - cache.at < CACHE_SECONDS) return cache.values;
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const values = new Map<string, unknown>();
  for (const row of rows) {
    try {
      values.set(row.key, JSON.parse(row.value));
    } catch {
      // a hand-edited unreadable value falls back to the default
    }
  }
  cache = { at: clock.now(), values };
  return values;
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const values = await loadAll(db);
  const definition = settingDefinition(key);
  const parsed = definition.schema.safeParse(values.get(key));
  return (parsed.success ? parsed.data : definition.default) as SettingValue<K>;
}

/** Every setting with its current value, its default and how the console edits it. */
export async function listSettings(db: Db) {
  const values = await loadAll(db);
  return Object.entries(SETTINGS).map(([key, def]) => {
    const parsed = def.schema.safeParse(values.get(key));
    return {
      key,
      value: parsed.success ? parsed.data : def.default,
      ...describeSchema(def.schema),
      default: def.default,
      description: def.description,
    };
  });
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<unknown> {
  if (!isSettingKey(key)) throw new AppError('validation', 'admin.config_unknown', { key });
  const parsed = settingDefinition(key).schema.safeParse(value);
  if (!parsed.success) throw invalidSettingError(key, parsed.error.issues[0]!);
  const row = { key, value: JSON.stringify(parsed.data), updatetime: clock.now() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updatetime: row.updatetime }))
    .execute();
  cache = undefined;
  return parsed.data;
}

export function clearSettingsCache(): void {
  cache = undefined;
}
