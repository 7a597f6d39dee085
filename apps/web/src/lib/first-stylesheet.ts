/**
 * Links the opened screen's stylesheet (build/first-style.ts joins one per first screen, app/first-screens.ts):
 * run inline by index.html while it is parsed (first-style.ts), and by the app's entry if that script did not run
 * (lib/app-stylesheet.ts), so the app is never drawn unstyled. The chunks' stylesheets the joined one holds are
 * linked too, `disabled`, which browsers do not fetch: Vite's loader of a lazy chunk links a chunk's stylesheet only
 * when no link to it exists, so none is applied twice. The link is a `print` one (lib/app-stylesheet.ts).
 */
import {
  FIRST_SCREENS_ID,
  FIRST_STYLES_ID,
  type FirstScreenFiles,
  type FirstStyles,
  type JoinedStylesheet,
} from '@/app/first-screen-ids';
import { openedFirstScreen } from '@/app/opened-screen';
import { APP_STYLESHEET_ID } from './app-stylesheet-id';

function blockOf<T>(doc: Document, id: string): T {
  return JSON.parse(doc.getElementById(id)!.textContent!) as T;
}

function link(doc: Document, href: string, attributes: Record<string, string>): void {
  const element = doc.createElement('link');
  element.rel = 'stylesheet';
  element.crossOrigin = '';
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  doc.head.append(element);
}

/** The opened first screen's joined stylesheet; the whole app's for any other route, or if anything here fails. */
function chosenStylesheet(doc: Document, styles: FirstStyles): JoinedStylesheet {
  try {
    const screen = openedFirstScreen(doc.location.hash, blockOf<FirstScreenFiles>(doc, FIRST_SCREENS_ID));
    return (screen !== undefined && styles.screens[screen]) || styles.app;
  } catch {
    return styles.app;
  }
}

/** Whether the page carries the build's stylesheets block (none in development, where Vite injects the styles). */
export function hasFirstStyles(doc: Document = document): boolean {
  return doc.getElementById(FIRST_STYLES_ID) !== null;
}

export function linkFirstStylesheet(doc: Document = document): void {
  const chosen = chosenStylesheet(doc, blockOf<FirstStyles>(doc, FIRST_STYLES_ID));
  for (const covered of chosen.covers) link(doc, covered, { disabled: '' });
  link(doc, chosen.href, { media: 'print', id: APP_STYLESHEET_ID });
}
