/**
 * Console texts in the 9 locales of docs/product.md §1: a core file `i18n/<locale>.json` and one per console section,
 * `i18n/<section>/<locale>.json`, each owning its own top-level keys (i18n/locales.test.ts checks it). Only
 * the chosen language and English (for a missing key) are loaded.
 */
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@app/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguage } from './language.ts';

type Messages = Record<string, unknown>;
const loaders = import.meta.glob<{ default: Messages }>('../i18n/**/*.json');

export async function loadMessages(language: string): Promise<Messages> {
  const files = Object.entries(loaders).filter(([file]) => file.endsWith(`/${language}.json`));
  const modules = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((m) => m.default)) as Messages;
}

const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, null),
    );
  },
};

/** The html lang attribute wants BCP 47, not the API's locale codes (ng is Nigerian Pidgin, pcm). */
const HTML_LANG: Record<Locale, string> = {
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

export async function initI18n(locale: Locale = getLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(localeFiles)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: FALLBACK_LOCALE,
        supportedLngs: [...LOCALES],
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  }
  document.documentElement.lang = HTML_LANG[locale];
  return i18n;
}

/** Stores the choice first, so requests sent while the new file loads already ask for it. */
export async function changeLanguage(locale: Locale): Promise<void> {
  setLanguage(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

export { i18n };
