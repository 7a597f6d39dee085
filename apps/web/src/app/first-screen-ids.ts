/**
 * What index.html carries about the first screens (app/first-screens.ts), apart from their modules: the script
 * index.html runs while it is parsed (first-style.ts) reads it, and is inlined whole with what it imports.
 */

/** The home map's key, whichever of its routes opened it. */
export const HOME_SCREEN = 'home';
export const FIRST_SCREENS_ID = 'first-screens';
export const FIRST_STYLES_ID = 'first-styles';

/** One of index.html's JSON blocks by its id; none in development, or if it cannot be read. */
export function jsonBlock<T>(id: string, doc: Document = document): T | undefined {
  try {
    const text = doc.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** What index.html carries: each first screen's built files (`/assets/…`), imports included. */
export type FirstScreenFiles = Record<string, { member: boolean; files: string[] }>;

/** One stylesheet the build joined, and the chunks' own stylesheets it holds (build/first-style.ts). */
export interface JoinedStylesheet {
  href: string;
  covers: string[];
}

/** What index.html carries for first-style.ts: the app entry's stylesheets joined, and each first screen's with them. */
export interface FirstStyles {
  app: JoinedStylesheet;
  screens: Record<string, JoinedStylesheet>;
}
