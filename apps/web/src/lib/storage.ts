/**
 * Local persistence (spec §3 "stored member profile", §1 stored language, the chosen server).
 * One place knows the localStorage keys; a broken or foreign value reads as "not set".
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/contract';

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

/** Spec §1: the initial stored language is zh-CHT. */
export function getLanguage(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
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
