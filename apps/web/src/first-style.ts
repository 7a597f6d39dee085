/**
 * Links the opened screen's stylesheet from index.html's head, while the page is still being parsed
 * (build/first-style.ts inlines this file, bundled, as a script there). The build joins the app entry's
 * stylesheets with those of each first screen's chunks (app/first-screens.ts) into one file per screen, 6–10 KB
 * instead of the whole app's 24 KB; a screen's own can only be known from the location's hash, which the server
 * never sees, and linked by the boot entry it came in the middle of React's download
 * (bench/results/lighthouse-2026-12-07-c.md). Any other route, and a guest on a members' screen, gets the whole
 * app's joined, as before.
 *
 * The chunks' stylesheets the joined one holds are linked too, `disabled`, which browsers do not fetch: Vite's
 * loader of a lazy chunk links a chunk's stylesheet only when no link to it exists, so none is applied twice.
 * The link is a `print` one like the app's was (lib/app-stylesheet.ts): main.tsx switches it on and waits for it.
 */
import { FIRST_SCREENS_ID, FIRST_STYLES_ID, type FirstScreenFiles, type FirstStyles } from './app/first-screen-ids';
import { openedFirstScreen } from './app/opened-screen';
import { APP_STYLESHEET_ID } from './lib/app-stylesheet-id';

function blockOf<T>(id: string): T {
  return JSON.parse(document.getElementById(id)!.textContent!) as T;
}

function link(href: string, attributes: Record<string, string>): void {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.crossOrigin = '';
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

const styles = blockOf<FirstStyles>(FIRST_STYLES_ID);
const screen = openedFirstScreen(window.location.hash, blockOf<FirstScreenFiles>(FIRST_SCREENS_ID));
const chosen = (screen !== undefined && styles.screens[screen]) || styles.app;
for (const covered of chosen.covers) link(covered, { disabled: '' });
link(chosen.href, { media: 'print', id: APP_STYLESHEET_ID });
