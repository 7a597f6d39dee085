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
  jsonBlock,
  type FirstScreenFiles,
  type FirstStyles,
  type JoinedStylesheet,
} from '@/app/first-screen-ids';
import { openedFirstScreen } from '@/app/opened-screen';
import { APP_STYLESHEET_ID } from './app-stylesheet-id';

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
    const screen = openedFirstScreen(doc.location.hash, jsonBlock<FirstScreenFiles>(FIRST_SCREENS_ID, doc) ?? {});
    return (screen !== undefined && styles.screens[screen]) || styles.app;
  } catch {
    return styles.app;
  }
}

/** Links nothing without the build's stylesheets block: in development Vite injects the styles itself. */
export function linkFirstStylesheet(doc: Document = document): void {
  const styles = jsonBlock<FirstStyles>(FIRST_STYLES_ID, doc);
  if (!styles) return;
  const chosen = chosenStylesheet(doc, styles);
  for (const covered of chosen.covers) link(doc, covered, { disabled: '' });
  link(doc, chosen.href, { media: 'print', id: APP_STYLESHEET_ID });
}
