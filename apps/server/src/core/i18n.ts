/**
 * Server messages in the request's language (docs/api.md "Conventions": msg in the request's language; all
 * 9 locales). Catalogues are JSON in src/i18n (core plus one file per area); a key missing in one language falls back to English.
 */
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, normalizeLocale, type Locale } from '@app/contract';
import { CATALOGUES as catalogues, type Catalogue, type MessageKey } from '../i18n/catalogues.ts';

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): key is MessageKey {
  return lookup(catalogues[FALLBACK_LOCALE], key) !== undefined;
}

/** Translates `key`; `{{name}}` placeholders take `params`; a `field` param is itself translated. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = lookup(catalogues[locale], key) ?? lookup(catalogues[FALLBACK_LOCALE], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    if (name === 'field')
      return lookup(catalogues[locale], `field.${value}`) ?? lookup(catalogues.en, `field.${value}`) ?? String(value);
    return String(value);
  });
}

export function localeFromHeader(header: string | undefined): Locale {
  return normalizeLocale(header, DEFAULT_LOCALE);
}

export { LOCALES };
