/**
 * Interface language (docs/product.md §1): 9 locales, the stored choice (before one, the browser's language or zh-CHT,
 * storage.ts), English for missing keys. antd-mobile's own texts follow the same language (antd-locale.ts).
 *
 * The first-load budget (e2e/tests/budget.e2e.ts): a language's texts are two chunks (vite.config.ts), and the
 * home map waits only for the one it reads — the core file and its map area. The other areas and English,
 * the fallback, load with the first other screen (router.tsx waits for `loadAllMessages`), at start when the
 * app opens on another screen, or as soon as a key turns out to be missing; components re-render when they
 * arrive.
 */
import { FALLBACK_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@app/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadMessageFiles, withFallback, type Messages } from '@/i18n/message-files';
// antd-mobile's texts (antd-locale.ts): the loaders come with the entry (~0.5 KB), so a screen's locale is asked
// for at once instead of after a chunk of loaders; the home map shows none of these texts and loads no locale.
import { applyAntdLocale } from './antd-locale';
import { getLanguage, setLanguage } from './storage';

/**
 * `source` over `target`, as a new object: the files' own objects are shared, never changed, so no copy of a
 * whole language is made (structuredClone of every file took ~8 ms of the first screen's main thread at full
 * speed, bench/results/lighthouse-*.md).
 */
function merged(target: Messages, source: Messages): Messages {
  const result: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = typeof value === 'object' && typeof existing === 'object' ? merged(existing, value) : value;
  }
  return result;
}

/** One language's files, merged (areas over the core; locales.test.ts refuses a key defined twice). */
export async function loadMessages(language: string, allAreas = true): Promise<Messages> {
  const files = await loadMessageFiles(language, allAreas);
  return files.reduce<Messages>((all, file) => merged(all, file), {});
}

/** Set once every area has been asked for: from then on a language switch loads all of them. */
let complete: Promise<void> | undefined;
let completed = false;

const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language, complete !== undefined).then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Every area of the current language (`language` before i18next has settled on it), and English as the
 * fallback for missing keys, all requested at once.
 */
export function loadAllMessages(language: string = i18n.language): Promise<void> {
  complete ??= (async () => {
    // antd-mobile's texts join here too, with the other screens that show them.
    const antd = applyAntdLocale(language as Locale);
    // Asked before i18next starts (initI18n `allAreas`), its own first read brings `language` whole, as
    // `complete` is set by then: only the fallback is left to add.
    const languages = withFallback(language).filter((each) => i18n.isInitialized || each !== language);
    const bundles = await Promise.all(languages.map((each) => loadMessages(each)));
    languages.forEach((each, index) => i18n.addResourceBundle(each, 'translation', bundles[index], true, true));
    await antd;
    i18n.options.fallbackLng = [FALLBACK_LOCALE];
    completed = true;
  })().catch(() => {
    // Offline: screens show what has loaded, and the next screen tries again.
    complete = undefined;
  });
  return complete;
}

/** Whether `loadAllMessages` has finished. */
export function allMessagesLoaded(): boolean {
  return completed;
}

/**
 * `allAreas`: the opened screen is not the home map, so it waits for every area anyway (app/router.tsx
 * `AllMessages`); they are requested with the core file instead of after the first render.
 */
export async function initI18n(locale: Locale = getLanguage(), allAreas = false): Promise<typeof i18n> {
  if (allAreas && !i18n.isInitialized) void loadAllMessages(locale);
  if (!i18n.isInitialized) {
    await i18n
      .use(localeFiles)
      .use(initReactI18next)
      .init({
        lng: locale,
        // English joins in loadAllMessages, so the first screen does not wait for it.
        fallbackLng: false,
        supportedLngs: [...LOCALES],
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        parseMissingKeyHandler: (key) => {
          void loadAllMessages();
          return key;
        },
        react: { useSuspense: false, bindI18nStore: 'added' },
      });
  }
  document.documentElement.lang = LOCALE_TAGS[locale];
  return i18n;
}

/**
 * Runs i18next's translation path once, in a task of its own, while the opened screen's code and reads are still
 * on their way. V8 compiles a function when it is first called, and a screen's first `t` (key lookup,
 * interpolation) cost ~20 ms of a phone's CPU inside that screen's first render, itself a long task on the
 * trading and shop pages (bench/results/lighthouse-2026-12-02.md "changes"). `app.loading` is in the core file.
 * Without a count: plural rules are built where a screen counts something, and built here they were added work on
 * the home map, whose tab bar has run this path already (blocking time at 4x CPU 297 → 397 ms, median of 8 loads).
 */
export function warmTranslation(): void {
  window.setTimeout(() => i18n.getFixedT(null, 'translation')('app.loading'), 0);
}

/** Stores the choice first so requests sent while the new file loads already carry it. */
export async function changeLanguage(locale: Locale): Promise<void> {
  setLanguage(locale);
  const antd = applyAntdLocale(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
  await antd;
}

export { i18n };
