/**
 * The app's stylesheet comes as a `print` one, so it does not hold the first paint of the prerendered shell
 * (lib/first-stylesheet.ts links it). Before the app draws anything, it is switched to every medium and awaited: the app
 * is never shown unstyled, and the shell stays until then. In development Vite injects the styles itself, and
 * there is no such link.
 */
import { APP_STYLESHEET_ID } from './app-stylesheet-id';
import { linkFirstStylesheet } from './first-stylesheet';

export function appStylesheetReady(doc: Document = document): Promise<void> {
  // index.html's inline script did not run (a Content-Security-Policy from another build, say): linked here instead.
  if (!doc.getElementById(APP_STYLESHEET_ID)) linkFirstStylesheet(doc);
  const link = doc.getElementById(APP_STYLESHEET_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  link.media = 'all';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // A failed stylesheet (offline before the service worker has it) still lets the app start.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
