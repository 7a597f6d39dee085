export { freePort } from './ports.mjs';
export { CHROMIUM_ARGS, chromiumPath, findChromium } from './chromium.mjs';
export { findPostgres, startPostgres } from './postgres.mjs';
