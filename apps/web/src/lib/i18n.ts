/**
 * Interface language (spec §1): 9 locales, stored choice defaulting to zh-CHT, English for missing keys.
 * Each locale file is its own chunk: the entry loads only the chosen language and English.
 */
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@app/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguage } from './storage';

type Messages = { [key: string]: string | Messages };
/** The core file `i18n/<locale>.json` and one per feature area, `i18n/<area>/<locale>.json`. */
const loaders = import.meta.glob<{ default: Messages }>('../i18n/**/*.json');

function mergeInto(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = value;
  }
  return target;
}

/** Every file of one language, merged (areas over the core; locales.test.ts refuses a key defined twice). */
export async function loadMessages(language: string): Promise<Messages> {
  const files = Object.entries(loaders).filter(([file]) => file.endsWith(`/${language}.json`));
  const modules = await Promise.all(files.map(([, load]) => load()));
  return modules.reduce<Messages>((merged, module) => mergeInto(merged, structuredClone(module.default)), {});
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
