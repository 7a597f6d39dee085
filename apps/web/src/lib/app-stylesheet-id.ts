/** The id of the app's stylesheet link in index.html (build/deferred-style.ts, lib/app-stylesheet.ts). */
export const APP_STYLESHEET_ID = 'app-style';
