/**
 * Which screen a cold start opens, from the location's hash alone: read by the boot entry (app/first-data.ts),
 * the app's entry (main.tsx) and the script in index.html's head that links the opened screen's stylesheet
 * (first-style.ts). No imports beyond the routes and the stored session, since that script is inlined whole.
 */
import { homeRoutes } from '@/config/home-paths';
import { getToken } from '@/lib/session-store';
import { HOME_SCREEN } from './first-screen-ids';

/** `#/page/mapshop/goodsinfos?id=3` → the route and its query. */
export function routeOf(hash: string): [route: string, query: URLSearchParams] {
  const [route = '', search = ''] = hash.replace(/^#/, '').split('?');
  return [route, new URLSearchParams(search)];
}

/** Whether `hash` (none at all included) opens the home map, the one screen that starts with only its own texts (lib/i18n.ts). */
export function opensHomeMap(hash: string = window.location.hash): boolean {
  const [route] = routeOf(hash);
  return route === '' || homeRoutes.includes(route);
}

/**
 * The first screen (app/first-screens.ts) that `hash` opens for this visitor, by its key in `screens`: none for
 * any other route, nor for a guest on a members' screen, which shows a guest something else.
 */
export function openedFirstScreen(hash: string, screens: Record<string, { member: boolean }>): string | undefined {
  const key = opensHomeMap(hash) ? HOME_SCREEN : routeOf(hash)[0];
  const screen = Object.hasOwn(screens, key) ? screens[key] : undefined;
  return screen && (!screen.member || getToken() !== '') ? key : undefined;
}
