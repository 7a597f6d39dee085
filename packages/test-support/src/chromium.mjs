// The system Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH) for the browser tests and Lighthouse —
// never a downloaded browser — and the flags every harness starts it with.
import { isExecutable } from './files.mjs';

/** The first executable of CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser; undefined when none is. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((file) => isExecutable(file));
}

/** findChromium(), or an error that says how to provide one. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error('Chromium not found (set CHROMIUM_PATH or install /usr/bin/chromium)');
  return found;
}

/**
 * Headless in a container as root (hence no sandbox), without GPU, background traffic, updates or sync, and
 * with /tmp instead of the small /dev/shm of a container
 * (https://peter.sh/experiments/chromium-command-line-switches/).
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]);
