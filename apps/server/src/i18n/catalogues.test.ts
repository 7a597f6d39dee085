/**
 * The server catalogues (house rule: 9 locales with the same keys and real translations). A key added in
 * English only, a dropped placeholder or an English copy in another language fails here, not in front of
 * a user.
 */
import { LOCALES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { AREA_CATALOGUES, CATALOGUES, CORE_CATALOGUES, type Catalogue } from './catalogues.ts';

const catalogues = CATALOGUES;
const en = catalogues.en;

function flatten(node: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en);
const others = LOCALES.filter((l) => l !== 'en');

describe('server message catalogues', () => {
  it('has a catalogue for every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(others)('%s has exactly the English keys, with the same placeholders', (locale) => {
    const messages = flatten(catalogues[locale]!);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect([key, placeholders(messages.get(key)!)]).toEqual([key, placeholders(text)]);
  });

  it.each(others)('%s translates every message (field labels may share a word with English)', (locale) => {
    const messages = flatten(catalogues[locale]!);
    const copies = [...english]
      .filter(([key, text]) => !key.startsWith('field.') && /[a-z]{3}/i.test(text) && messages.get(key) === text)
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });

  it.each(Object.keys(AREA_CATALOGUES))('area %s has every locale and defines no key the core or another area has', (area) => {
    expect(Object.keys(AREA_CATALOGUES[area]!).sort()).toEqual([...LOCALES].sort());
    const elsewhere = new Set(flatten(CORE_CATALOGUES.en).keys());
    for (const [other, file] of Object.entries(AREA_CATALOGUES))
      if (other !== area) for (const key of flatten(file.en).keys()) elsewhere.add(key);
    expect([...flatten(AREA_CATALOGUES[area]!.en).keys()].filter((key) => elsewhere.has(key))).toEqual([]);
  });
});
