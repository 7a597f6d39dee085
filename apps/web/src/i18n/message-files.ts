/**
 * The interface texts' files (docs/product.md §1): the core file `i18n/<locale>.json` and one per feature area,
 * `i18n/<area>/<locale>.json`, each loaded on demand. The build puts a language's files in two chunks
 * (vite.config.ts): the home map's (the core file and FIRST_SCREEN_AREAS) and the others. lib/i18n.ts merges
 * them; the boot entry (boot.ts, app/first-data.ts) asks for them before i18next has loaded, and the same
 * module then answers lib/i18n.ts at once.
 */
import { FALLBACK_LOCALE } from '@app/contract/locales';
import { FIRST_SCREEN_AREAS } from './areas';

export type Messages = { [key: string]: string | Messages };

const loaders = import.meta.glob<{ default: Messages }>('./**/*.json');

/** `./p2p/en.json` → `p2p`; the core file → ''. */
function areaOf(file: string): string {
  return file.split('/').slice(1, -1).join('/');
}

/** One language's files; `allAreas` false: only the home map's. */
export function loadMessageFiles(language: string, allAreas = true): Promise<Messages[]> {
  const files = Object.entries(loaders).filter(([file]) => {
    if (!file.endsWith(`/${language}.json`)) return false;
    const area = areaOf(file);
    return allAreas || area === '' || FIRST_SCREEN_AREAS.includes(area);
  });
  return Promise.all(files.map(([, load]) => load().then((module) => module.default)));
}

/** A language and English, the fallback for its missing keys. */
export function withFallback(language: string): string[] {
  return [...new Set([language, FALLBACK_LOCALE])];
}

/**
 * The files the app's start waits for (lib/i18n.ts `initI18n`): the home map only its own; any other screen
 * every area, and English, the fallback (`loadAllMessages`).
 */
export function loadStartMessages(language: string, homeMap: boolean): Promise<unknown> {
  if (homeMap) return loadMessageFiles(language, false);
  return Promise.all(withFallback(language).map((each) => loadMessageFiles(each)));
}
