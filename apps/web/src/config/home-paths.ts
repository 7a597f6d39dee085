/**
 * The home map's routes (config/paths.ts), apart: the script index.html runs while it is parsed (first-style.ts)
 * tells the home map from them, and with every route it would carry them all inline.
 */
export const HOME_PATHS = {
  loading: '/',
  loadingAlias: '/pages/index/index',
  home: '/pages/home_index/home_map',
} as const;

/** The routes that open the home map: the entry route's two paths and the home tab's. */
export const homeRoutes: readonly string[] = Object.values(HOME_PATHS);
