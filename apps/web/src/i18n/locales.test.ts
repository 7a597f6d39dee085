/**
 * The 9 locale files (docs/architecture.md "Apps") have the same keys with real translations, and every key the code asks
 * for exists. A missing key fails here instead of showing English (or a raw key) to a reader.
 */
import { LOCALES } from '@app/contract';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./**/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** `./<locale>.json` is the core; `./<area>/<locale>.json` one feature area each. */
const areas = [...new Set(Object.keys(files).map((file) => file.split('/').slice(1, -1).join('/')))];
const fileOf = (area: string, locale: string) => files[area ? `./${area}/${locale}.json` : `./${locale}.json`];
const load = (locale: string): Tree =>
  Object.assign({}, ...areas.map((area) => Object.fromEntries(flatten(fileOf(area, locale) ?? {}))));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(load('en'));

describe('locale files', () => {
  it('exist for exactly the 9 locales', () => {
    for (const area of areas) {
      const locales = Object.keys(files)
        .filter((file) => file.split('/').slice(1, -1).join('/') === area)
        .map((file) => file.split('/').pop()!.slice(0, -5));
      expect([area, locales.sort()]).toEqual([area, [...LOCALES].sort()]);
    }
  });

  it('define each key in one file only (an area never overrides the core or another area)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas)
      for (const key of flatten(fileOf(area, 'en') ?? {}).keys()) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key) || 'core'} and ${area || 'core'}`);
        seen.set(key, area);
      }
    expect(twice).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every English key, no extra key, the same placeholders and real translations`, () => {
      const messages = flatten(load(locale));
      expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
      expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
      for (const [key, text] of messages) {
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(english.get(key)!));
      }
      // Brand names, codes and a few loanwords may match English; most of the text must not.
      const same = [...messages].filter(([key, text]) => text === english.get(key)).length;
      expect(same / messages.size).toBeLessThan(0.25);
    });
  }
});

/** Keys the code names literally: t('x.y'), title: 'x.y', and the me.verify_* family. */
function keysUsedInSource(): Set<string> {
  const used = new Set<string>(['me.verify_none', 'me.verify_basic', 'me.verify_advanced']);
  expect(Object.keys(sources).length).toBeGreaterThan(20);
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/\bt\(\s*'([a-z0-9_]+\.[a-z0-9_.]+)'/g)) used.add(match[1]!);
    for (const match of source.matchAll(/\btitle: '([a-z_]+\.[a-z_]+)'/g)) used.add(match[1]!);
    for (const match of source.matchAll(/'((?:auth|me|validation|paypwd|common)\.[a-z_]+)'/g)) used.add(match[1]!);
  }
  return used;
}

/**
 * Keys the code builds at run time (t(`p2p.status_${status}`) and the like): a key in one of these families counts
 * as used. Listed by hand, so a new family is a conscious addition rather than a hole in the check below.
 * `validation.` messages are named by the contract's schemas, outside this app's sources.
 */
const DYNAMIC_FAMILIES = [
  'after_sale.status_',
  'after_sale.step_',
  'after_sale.submit_',
  'after_sale.title_',
  'after_sale.dispute_by_',
  'community.tab_',
  'field.',
  'map.field_',
  'map.need_',
  'map.status_',
  'me.verify_',
  'notices.tab_',
  'p2p.matching_',
  'p2p.role_',
  'p2p.status_',
  'points.coin_',
  'push_settings.group.',
  'push_settings.group_hint.',
  'shop.goods_status_',
  'shop.goods_tab_',
  'shop.order_status_',
  'shop.orders_tab_',
  'shop.step_',
  'validation.',
  'verification.state.',
  'wallet.kind_',
  'wallet_withdraw.status_',
  'wallet_withdraw.step_',
];
/** Single keys picked at run time from a value (`push_settings.${state}`), named here for the same reason. */
const DYNAMIC_KEYS = ['push_settings.denied', 'push_settings.dismissed', 'push_settings.failed', 'push_settings.unsupported'];

/** i18next's plural forms of a counted text: `reviews.rating_one` is used where `reviews.rating` is. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every quoted string in the sources shaped like a key ('area.name'), wherever it is handed to t(). */
function quotedKeys(): Set<string> {
  const quoted = new Set<string>(DYNAMIC_KEYS);
  for (const source of Object.values(sources))
    for (const match of source.matchAll(/['"`]([a-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g)) quoted.add(match[1]!);
  return quoted;
}

describe('keys used by the code', () => {
  it('all exist in English (and so, by the test above, in every locale)', () => {
    // A counted text (t(key, { count })) exists as its plural forms, `key_one` and `key_other` (i18next).
    const missing = [...keysUsedInSource()].filter((key) => !english.has(key) && !english.has(`${key}_other`));
    expect(missing).toEqual([]);
  });

  it('are all the keys there are: a text no code shows any more is removed from every locale', () => {
    const quoted = quotedKeys();
    const unused = [...english.keys()].filter(
      (key) =>
        !quoted.has(key) &&
        !quoted.has(key.replace(PLURAL_SUFFIX, '')) &&
        !DYNAMIC_FAMILIES.some((family) => key.startsWith(family)),
    );
    expect(unused).toEqual([]);
  });
});
