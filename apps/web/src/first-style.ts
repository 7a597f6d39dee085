/**
 * The script index.html runs inline while it is parsed (build/first-style.ts bundles this file and what it
 * imports): it links the opened screen's stylesheet at once. The build joins the app entry's stylesheets with those
 * of each first screen's chunks (app/first-screens.ts) into one file per screen, 6–10 KB instead of the whole app's
 * 24 KB; a screen's own can only be known from the location's hash, which the server never sees, and linked by the
 * boot entry it came in the middle of React's download (bench/results/lighthouse-2026-12-07-c.md). Any other route,
 * and a guest on a members' screen, gets the whole app's joined, as before (lib/first-stylesheet.ts).
 */
import { linkFirstStylesheet } from './lib/first-stylesheet';

linkFirstStylesheet();
