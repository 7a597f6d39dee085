/** Locale codes of API.md "Conventions" and spec §1 (9 languages). */
export const LOCALES = ['en', 'zh-CHS', 'zh-CHT', 'ko', 'ja', 'vi', 'hi', 'bn', 'ng'] as const;
export type Locale = (typeof LOCALES)[number];

/** Server messages default to Traditional Chinese (spec §1: default request language zh-Hant). */
export const DEFAULT_LOCALE: Locale = 'zh-CHT';
/** Interface text falls back to English for missing keys (spec §1). */
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

/**
 * Reads one locale out of an Accept-Language value: the exact codes, the zh aliases, then the primary
 * subtag of each listed language in order. Unknown or missing gives `fallback`.
 */
export function normalizeLocale(header: string | undefined | null, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!header) return fallback;
  const candidates = header
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  for (const candidate of candidates) {
    const exact = LOCALES.find((l) => l.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const alias = ALIASES[candidate.toLowerCase()];
    if (alias) return alias;
    const primary = candidate.split('-')[0]!.toLowerCase();
    const byPrimary = LOCALES.find((l) => l === primary);
    if (byPrimary) return byPrimary;
    if (primary === 'zh') return 'zh-CHS';
  }
  return fallback;
}
