/**
 * Spec §1 (9 languages) for the console: every locale has the same keys as English with the same
 * placeholders and real translations, each key lives in one file, and every key the code asks for exists
 * — literal keys found in the source and the key families built from the contract's enums.
 */
import {
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  ARTICLE_TYPES,
  CONTENT_STATUSES,
  ID_LEVELS,
  ID_TYPES,
  LABEL_STATUSES,
  LABEL_TYPES,
  LOCALES,
  ORDER_STATUSES,
  P2P_AD_STATUSES,
  P2P_ACCOUNT_LABELS,
  P2P_AD_TYPES,
  P2P_APPEAL_DECISIONS,
  P2P_CHARGEBACK_DECISIONS,
  P2P_MATCHING_TYPES,
  P2P_ORDER_STATUS_WORDS,
  P2P_PAY_METHOD_TYPES,
  POSTING_KINDS,
  PRODUCT_STATUSES,
  REVIEW_KINDS,
  REVIEW_STATUSES,
  TIMELINE_EVENTS,
  VIP_BENEFITS,
  VIP_PERIODS,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '@/app/menu.tsx';
import { CONFIG_GROUPS } from '@/features/config/components/config-groups.ts';
import { REVIEW_FIELDS } from '@/features/review/components/review-fields.ts';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./**/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** `./<locale>.json` is the core; `./<section>/<locale>.json` one console section each. */
const areaOf = (file: string) => file.split('/').slice(1, -1).join('/');
const areas = [...new Set(Object.keys(files).map(areaOf))];
const fileOf = (area: string, locale: string) => files[area ? `./${area}/${locale}.json` : `./${locale}.json`];

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (locale: string) => new Map(areas.flatMap((area) => [...flatten(fileOf(area, locale) ?? {})]));
/** {{name}} values and the <b>/<settings> tags that Trans fills. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();
const english = load('en');

/**
 * Texts that may read the same as English: codes, numbers and names only (a status line made only of
 * placeholders, "Email" in Vietnamese).
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  ko: ['review.decided', 'review.queue_count'],
  vi: ['review.decided', 'members.email', 'review.queue_count'],
  hi: ['review.decided', 'review.queue_count'],
  bn: ['review.decided', 'review.queue_count'],
};

describe('console locale files', () => {
  it('exist for exactly the 9 locales in every section', () => {
    for (const area of areas) {
      const locales = Object.keys(files)
        .filter((file) => areaOf(file) === area)
        .map((file) => file.split('/').pop()!.slice(0, -5));
      expect([area, locales.sort()]).toEqual([area, [...LOCALES].sort()]);
    }
  });

  it('give each top-level key to one file only, so merging the files loses nothing', () => {
    const owner = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(fileOf(area, 'en') ?? {})) {
        expect(owner.get(key), `${key} in ${owner.get(key)} and ${area || 'core'}`).toBeUndefined();
        owner.set(key, area || 'core');
      }
  });

  it('name Trans tags with words that are not HTML void elements (the parser would drop the text inside)', () => {
    const voids = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];
    const tags = [...english.values()].flatMap((text) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]!));
    expect(tags.filter((tag) => voids.includes(tag))).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every English key, no other, the same placeholders, and translated`, () => {
      const messages = load(locale);
      expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
      expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
      for (const [key, text] of messages) {
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(english.get(key)!));
      }
      const same = [...messages].filter(([key, text]) => text === english.get(key)).map(([key]) => key);
      expect(same.sort()).toEqual((SAME_AS_ENGLISH[locale] ?? []).sort());
    });
  }
});

/** Key families the code builds from a value (`t(\`review.kind.${kind}\`)`), each with every value it can take. */
const FAMILIES: Record<string, readonly string[]> = {
  'menu.': SECTIONS.map((s) => s.path),
  'layout.role.': ADMIN_ROLES,
  'review.queue.': REVIEW_KINDS,
  'review.kind.': REVIEW_KINDS,
  'review.status.': [...REVIEW_STATUSES, 'all'],
  'community.kind.': ['article', 'comment'],
  'community.state.': CONTENT_STATUSES,
  'community.type.': ARTICLE_TYPES,
  'labels.status.': LABEL_STATUSES,
  'labels.type.': LABEL_TYPES,
  'p2p.ad_status.': P2P_AD_STATUSES,
  'p2p.ad_type.': P2P_AD_TYPES,
  'p2p.order_status.': P2P_ORDER_STATUS_WORDS,
  'p2p.matching.': P2P_MATCHING_TYPES,
  'shop.status.': ORDER_STATUSES,
  'shop.step.': ['received', 'cancelled', 'shipped', 'paid', 'placed'],
  'vip.periods.': VIP_PERIODS,
  'vip.benefit.': VIP_BENEFITS,
  'config.group.': [...CONFIG_GROUPS.map((g) => g.id), 'other'],
  'members.bucket_': ['available', 'frozen'],
  'members.kind.': [...POSTING_KINDS, 'other'],
  'members.verify.': ID_LEVELS,
  'review.goods_status.': PRODUCT_STATUSES,
  'review.payout_state.': ['paid', 'failed'],
  'review.auto_payout.': ['queued', 'submitted', 'paid', 'failed'],
  'review.id_type.': ID_TYPES,
  'dispute.statement_': ['buyer', 'merchant'],
  'dispute.actor.': ['buyer', 'merchant', 'system', 'operator'],
  'dispute.event.': TIMELINE_EVENTS,
  'appeal.method.': P2P_PAY_METHOD_TYPES,
  'appeal.statement_': ['buyer', 'seller'],
  'appeal.decision.': P2P_APPEAL_DECISIONS,
  'chargeback.statement_': ['buyer', 'seller'],
  'chargeback.decision.': P2P_CHARGEBACK_DECISIONS,
  'fiat.account.': P2P_ACCOUNT_LABELS,
};
/** Families with a fallback in the code (a field or level the server adds later shows as sent). */
const WITH_FALLBACK = ['review.fields.', 'review.fields.any.', 'config.setting.'];

const source = Object.values(sources).join('\n');
const namespaces = [...english.keys()].map((k) => k.split('.')[0]!);
const permissions = new Set<string>(ADMIN_PERMISSIONS);

describe('keys the console code asks for', () => {
  it('literal keys all exist in English (and so, by the tests above, in every locale)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    const literal = new RegExp(`'((?:${[...new Set(namespaces)].join('|')})\\.[a-z0-9_.]+)'`, 'g');
    const used = [...source.matchAll(literal)].map((m) => m[1]!).filter((key) => !permissions.has(key));
    expect(used.length).toBeGreaterThan(200);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('every key family built in the code is listed here, and has a text for each value', () => {
    const built = new Set([...source.matchAll(/`([a-z0-9_]+\.[a-z0-9_.]*)\$\{/g)].map((m) => m[1]!));
    expect([...built].filter((prefix) => !(prefix in FAMILIES) && !WITH_FALLBACK.includes(prefix))).toEqual([]);
    const missing = Object.entries(FAMILIES).flatMap(([prefix, values]) =>
      values.map((value) => prefix + value).filter((key) => !english.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('every English key is asked for: a literal in the code, or a value of a family above', () => {
    const quoted = new Set([...source.matchAll(/['"`]([a-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g)].map((m) => m[1]!));
    const families = [...Object.keys(FAMILIES), ...WITH_FALLBACK];
    const unused = [...english.keys()].filter((key) => !quoted.has(key) && !families.some((f) => key.startsWith(f)));
    expect(unused).toEqual([]);
  });

  it('every review field the queues list has a label', () => {
    const unlabeled = Object.entries(REVIEW_FIELDS).flatMap(([kind, fields]) =>
      fields
        .map((f) => f.key)
        .filter((key) => !english.has(`review.fields.${kind}.${key}`) && !english.has(`review.fields.any.${key}`)),
    );
    expect(unlabeled).toEqual([]);
  });
});
