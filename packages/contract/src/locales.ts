/** Locale codes of docs/api.md "Conventions" and docs/product.md §1 (9 languages). */
export const LOCALES = ['en', 'zh-CHS', 'zh-CHT', 'ko', 'ja', 'vi', 'hi', 'bn', 'ng'] as const;
export type Locale = (typeof LOCALES)[number];

/** Server messages default to Traditional Chinese (docs/product.md §1: default request language zh-Hant). */
export const DEFAULT_LOCALE: Locale = 'zh-CHT';
/** Interface text falls back to English for missing keys (docs/product.md §1). */
export const FALLBACK_LOCALE: Locale = 'en';

const ALIASES: Record<string, Locale> = {
  'zh-hans': 'zh-CHS',
  'zh-cn': 'zh-CHS',
  'zh-chs': 'zh-CHS',
  'zh-hant': 'zh-CHT',
  'zh-tw': 'zh-CHT',
  'zh-hk': 'zh-CHT',
  'zh-cht': 'zh-CHT',
  zh: 'zh-CHS',
};

/** Names of each language in itself, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CHS': '简体中文',
  'zh-CHT': '繁體中文',
  ko: '한국어',
  ja: '日本語',
  vi: 'Tiếng Việt',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ng: 'Naijá (Pidgin)',
};

/** Language subtags spoken in Nigeria that read Naijá best: Pidgin, Yoruba, Igbo, Hausa (docs/product.md §1 "ng"). */
const NG_LANGUAGES = new Set(['pcm', 'yo', 'ig', 'ha']);
const HANT_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * One BCP 47 tag (`zh-Hant-HK`, `en-NG`, `vi`) or one of our own codes as a locale, or undefined when it is
 * none of the 9. Chinese goes by script first, then region: Hant/TW/HK/MO read Traditional, the rest
 * Simplified.
 */
export function matchLocaleTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const alias = ALIASES[lower];
  if (alias) return alias;
  const [primary = '', ...rest] = lower.split(/[-_]/);
  if (primary === 'zh') {
    if (rest.includes('hant')) return 'zh-CHT';
    if (rest.includes('hans')) return 'zh-CHS';
    return rest.some((part) => HANT_REGIONS.has(part)) ? 'zh-CHT' : 'zh-CHS';
  }
  if (NG_LANGUAGES.has(primary) || (primary === 'en' && rest.includes('ng'))) return 'ng';
  return LOCALES.find((l) => l === primary);
}

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) that is one of the 9;
 * none gives `fallback`, the spec's initial stored value zh-CHT (docs/product.md §1).
 */
export function matchBrowserLocale(languages: readonly string[], fallback: Locale = DEFAULT_LOCALE): Locale {
  for (const tag of languages) {
    const locale = matchLocaleTag(tag);
    if (locale) return locale;
  }
  return fallback;
}

/**
 * Reads one locale out of an Accept-Language value: each listed language in order, by `matchLocaleTag`.
 * Unknown or missing gives `fallback`.
 */
export function normalizeLocale(header: string | undefined | null, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!header) return fallback;
  const candidates = header
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return matchBrowserLocale(candidates, fallback);
}

/** BCP 47 tags for the html lang attribute and Intl, which do not know the API's locale codes. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en',
  'zh-CHS': 'zh-Hans',
  'zh-CHT': 'zh-Hant',
  ko: 'ko',
  ja: 'ja',
  vi: 'vi',
  hi: 'hi',
  bn: 'bn',
  ng: 'pcm',
};
