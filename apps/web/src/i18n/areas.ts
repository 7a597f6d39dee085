/**
 * The message areas the home map reads besides the core file (lib/i18n.ts): they load with it, and the build
 * puts them in the same chunk (vite.config.ts), so the first screen waits for one file of texts.
 */
export const FIRST_SCREEN_AREAS: readonly string[] = ['map'];
