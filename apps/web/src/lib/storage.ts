/**
 * Local persistence (docs/product.md §3 "stored member profile", §1 stored language, the chosen server).
 * One place knows the localStorage keys; a broken or foreign value reads as "not set".
 */
import { LOCALES, matchBrowserLocale, type Locale } from '@app/contract/locales';

export const STORAGE_KEYS = { profile: 'userinfo', language: 'lang', server: 'server' } as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

/** The browser's preferred languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/**
 * The member's stored choice; before any, the browser's language when it is one of the 9, else zh-CHT,
 * the spec's initial value (docs/product.md §1) — so a newcomer does not register in a language they do not read.
 * Not stored: only a choice made on the language page is.
 */
export function getLanguage(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : matchBrowserLocale(browserLanguages());
}

export function setLanguage(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.language, locale);
}

/** The API server chosen on user/servers; empty means this site's own origin. */
export function getServerBase(): string {
  return localStorage.getItem(STORAGE_KEYS.server) ?? '';
}

export function setServerBase(url: string): void {
  if (url) localStorage.setItem(STORAGE_KEYS.server, url.replace(/\/+$/, ''));
  else localStorage.removeItem(STORAGE_KEYS.server);
}
