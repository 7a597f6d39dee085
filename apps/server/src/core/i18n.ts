/**
 * Server messages in the request's language (API.md "Conventions": msg in the request's language; all
 * 9 locales). Catalogues are JSON beside this module; a key missing in one language falls back to English.
 */
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, normalizeLocale, type Locale } from '@app/contract';
import en from '../i18n/en.json' with { type: 'json' };
import zhCHS from '../i18n/zh-CHS.json' with { type: 'json' };
import zhCHT from '../i18n/zh-CHT.json' with { type: 'json' };
import ko from '../i18n/ko.json' with { type: 'json' };
import ja from '../i18n/ja.json' with { type: 'json' };
import vi from '../i18n/vi.json' with { type: 'json' };
import hi from '../i18n/hi.json' with { type: 'json' };
import bn from '../i18n/bn.json' with { type: 'json' };
import ng from '../i18n/ng.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue };
const catalogues: Record<Locale, Catalogue> = { en, 'zh-CHS': zhCHS, 'zh-CHT': zhCHT, ko, ja, vi, hi, bn, ng };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
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
