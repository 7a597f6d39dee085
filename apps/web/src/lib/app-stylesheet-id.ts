/** The id of the app's stylesheet link in index.html (lib/first-stylesheet.ts, lib/app-stylesheet.ts). */
export const APP_STYLESHEET_ID = 'app-style';
