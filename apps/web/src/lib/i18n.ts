/**
 * Interface language (spec §1): 9 locales, stored choice defaulting to zh-CHT, English for missing keys.
 * Each locale file is its own chunk: the entry loads only the chosen language and English.
 */
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@app/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguage } from './storage';

type Messages = Record<string, unknown>;
const loaders = import.meta.glob<{ default: Messages }>('../i18n/*.json');

const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[`../i18n/${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** The html lang attribute wants BCP 47, not the API's locale codes. */
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

/** Stores the choice first so requests sent while the new file loads already carry it. */
export async function changeLanguage(locale: Locale): Promise<void> {
  setLanguage(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

export { i18n };
