/** The id of the app's stylesheet link in index.html (src/first-style.ts, lib/app-stylesheet.ts). */
export const APP_STYLESHEET_ID = 'app-style';
