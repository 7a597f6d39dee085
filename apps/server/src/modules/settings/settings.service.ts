/**
 * Reads and writes operator settings (docs/api.md Admin "configuration"). A setting is read through its owner's
 * reader (settingReader over the owner's definitions, docs/architecture.md "Server module shape"), so it reads
 * on any database whether or not an app registered that module; listing and writing by key take the app's
 * catalogue (ctx.registry.settings). Reads are cached per database for a few seconds so hot paths do not
 * hit the database; writes validate against the definition.
 */
import type { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { SettingDefinition } from './settings.define.ts';
import { describeSchema, invalidSettingError } from './settings.describe.ts';
import { CORE_SETTINGS } from './settings.registry.ts';

type Definitions = Record<string, SettingDefinition>;

const CACHE_SECONDS = 5;
interface Cached {
  at: number;
  values: Promise<Map<string, unknown>>;
}
/**
 * The values last read per database, so two apps on two databases in one process each read their own. Keyed by
 * the handle's adapter, which a transaction shares with the database it began on: a read inside a transaction uses
 * the same few-seconds-old values as one outside it, as before (settings are the operators' configuration, which
 * no transaction needs from its own snapshot), instead of reading the whole table again in every transaction.
 * The read in flight is kept, so the dozen settings a service asks for at once cost one query.
 */
let cache = new WeakMap<object, Cached>();
const cacheKey = (db: Db): object => db.getExecutor().adapter;

async function readAll(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const values = new Map<string, unknown>();
  for (const row of rows) {
    try {
      values.set(row.key, JSON.parse(row.value));
    } catch {
      // a hand-edited unreadable value falls back to the default
    }
  }
  return values;
}

function loadAll(db: Db): Promise<Map<string, unknown>> {
  const key = cacheKey(db);
  const cached = cache.get(key);
  if (cached && clock.now() - cached.at < CACHE_SECONDS) return cached.values;
  const values = readAll(db);
  cache.set(key, { at: clock.now(), values });
  // a failed read is not kept: the next asks again
  values.catch(() => cache.get(key)?.values === values && cache.delete(key));
  return values;
}

/** The stored value when it fits the definition, else its default. */
function valueOf(definition: SettingDefinition, stored: unknown): unknown {
  const parsed = definition.schema.safeParse(stored);
  return parsed.success ? parsed.data : definition.default;
}

/** Reads one of `definitions`' settings; the key and the value's type come from those definitions. */
export type SettingReader<D extends Definitions> = <K extends keyof D & string>(
  db: Db,
  key: K,
) => Promise<z.infer<D[K]['schema']>>;

/** The reader of one owner's settings (`p2pSetting = settingReader(P2P_SETTINGS)`): default when unset or unreadable. */
export function settingReader<D extends Definitions>(definitions: D): SettingReader<D> {
  return async (db, key) => {
    const definition = definitions[key];
    if (!definition) throw new Error(`setting ${key} is not among the reader's definitions`);
    return valueOf(definition, (await loadAll(db)).get(key)) as z.infer<D[typeof key]['schema']>;
  };
}

/** The app-wide settings (settings.registry.ts); an area's are read through the area's own reader. */
export const getSetting = settingReader(CORE_SETTINGS);

/** Every setting of the catalogue with its current value, its default and how the console edits it. */
export async function listSettings(catalogue: Definitions, db: Db) {
  const values = await loadAll(db);
  return Object.entries(catalogue).map(([key, def]) => ({
    key,
    value: valueOf(def, values.get(key)),
    ...describeSchema(def.schema),
    default: def.default,
    description: def.description,
  }));
}

/** The catalogue's definition of a key given as text (a console request's), or undefined. */
const definitionIn = (catalogue: Definitions, key: string) => (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined);

/** The current value of a catalogue's key, or undefined for a key the catalogue does not have. */
export async function currentSetting(catalogue: Definitions, db: Db, key: string): Promise<unknown> {
  const definition = definitionIn(catalogue, key);
  return definition ? valueOf(definition, (await loadAll(db)).get(key)) : undefined;
}

/** Validates `value` against the catalogue's definition of `key` and stores it; an unknown key is refused. */
export async function setSetting(catalogue: Definitions, db: Db, key: string, value: unknown): Promise<unknown> {
  const definition = definitionIn(catalogue, key);
  if (!definition) throw new AppError('validation', 'admin.config_unknown', { key });
  const parsed = definition.schema.safeParse(value);
  if (!parsed.success) throw invalidSettingError(key, parsed.error.issues[0]!);
  const row = { key, value: JSON.stringify(parsed.data), updatetime: clock.now() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updatetime: row.updatetime }))
    .execute();
  cache.delete(cacheKey(db));
  return parsed.data;
}

/** Forgets the values read on `db`'s database (after a committed write), or on every database. */
export function clearSettingsCache(db?: Db): void {
  if (db) cache.delete(cacheKey(db));
  else cache = new WeakMap();
}
