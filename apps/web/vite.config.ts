/** Member web app build (docs/architecture.md "Apps"): served by the API server at `/`, hash routes. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/app-shell';
import { bootEntry } from './build/boot-entry';
import { firstStyle } from './build/first-style';
import { deferredManifest } from './build/deferred-manifest';
import { FIRST_SCREEN_AREAS } from './src/i18n/areas';
import { noChunkCycles } from './build/no-chunk-cycles';
import { precompress } from './build/precompress';
import { entryOwn, importedFrom, screenShared, splitByFirstScreens } from './build/chunk-groups';
import { HOME_SCREEN } from './src/app/first-screen-ids';
import { FIRST_SCREEN_MODULES, TAB_LAYOUT } from './src/app/first-screens';

const api = 'http://127.0.0.1:8080';

/** Libraries of a screen's own (a map, charts, QR codes, forms, motion, icons, antd-mobile's components, validation). */
const SCREEN_LIBRARIES = new RegExp(
  'node_modules[\\\\/](' +
    [
      'antd-mobile[\\\\/]es[\\\\/]components[\\\\/](?!config-provider)',
      // Not the default locale: antd-mobile's configuration imports it, so it loads with the entry anyway.
      'antd-mobile[\\\\/]es[\\\\/]locales[\\\\/](?!zh-CN)',
      'antd-mobile[\\\\/]es[\\\\/]utils[\\\\/](reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)',
      'antd-mobile-icons',
      '@react-spring',
      '@use-gesture',
      '(react-)?leaflet',
      '@react-leaflet',
      'supercluster',
      'kdbush',
      'qrcode',
      'dijkstrajs',
      'pngjs',
      'lightweight-charts',
      'fancy-canvas',
      'zod',
      'rc-field-form',
      'async-validator',
      '@floating-ui',
      '@rc-component[\\\\/]mini-decimal',
      'rc-segmented',
      'rc-motion',
      'workbox-window',
      // Withdrawal addresses' checksums (contract rules/chain-address.ts): one screen's, ~25 ms of a phone's
      // CPU to evaluate (its round constants), which every screen loading the small-libraries chunk paid.
      '@noble',
      '@scure',
    ].join('|') +
    ')',
);
/**
 * The small libraries every screen runs (antd-mobile's helpers, ahooks, dayjs, lodash …): one chunk, not
 * dozens. Their own imports stay where they are (`includeDependenciesRecursively`): one antd-mobile helper
 * imports its motion library, which the home map does not run.
 */
/** The app's framework: routing, texts and the server state's cache. */
const FRAMEWORK = /node_modules[\\/](history|i18next|react-i18next|@tanstack)[\\/]/;

const isKit = (id: string) =>
  (/node_modules[\\/]/.test(id) && !SCREEN_LIBRARIES.test(id)) ||
  // What ahooks asks of its ResizeObserver polyfill (`LIBRARY_ALIASES` below), answered beside it: in the screens'
  // shared chunk, it made that chunk and this one import each other, and a screen loading this one first found
  // the other's functions not yet defined.
  /[\\/]src[\\/]lib[\\/]resize-observer\.ts$/.test(id);

/**
 * What may join the chunk many screens share (build/chunk-groups.ts): antd-mobile's components (not the error
 * block's pictures, which only a failed load shows, except the empty list's, components/empty-block.tsx) and icons,
 * the app's shared components and the contract.
 */
const SHARED_PARTS =
  /node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](?!error-block[\\/]images[\\/](?!empty))|antd-mobile-icons[\\/])|[\\/]src[\\/](components|lib)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]/;

/**
 * antd-mobile's locale files (lib/antd-locale.ts) by our locale; base and extend are the en-US texts the others
 * build on. Not zh-CN: antd-mobile's ConfigProvider starts with it, so it is already in the first load.
 */
const ANTD_LOCALE_FILES: Record<string, string> = {
  base: 'en',
  'en-US': 'en',
  extend: 'en',
  'zh-TW': 'zh-CHT',
  'ko-KR': 'ko',
  'ja-JP': 'ja',
  'vi-VN': 'vi',
  hi: 'hi',
  bn: 'bn',
  ng: 'ng',
};

/**
 * `src/i18n/<area>/<locale>.json` → `messages-<locale>`; the core file and the map area → `messages-first-<locale>`.
 * antd-mobile's texts for a language join its `messages-` chunk: every screen but the home map loads both
 * (lib/i18n.ts `loadAllMessages`), and English, the fallback, with them, so they are one request, not three.
 */
function messagesChunk(id: string): string | null {
  const antd = /(?:antd-mobile[\\/]es[\\/]locales|src[\\/]lib[\\/]antd-locales)[\\/]([\w-]+)\.[jt]s$/.exec(id);
  if (antd) {
    const locale = ANTD_LOCALE_FILES[antd[1]!];
    return locale ? `messages-${locale}` : null;
  }
  const file = /[\\/]i18n[\\/](?:([\w-]+)[\\/])?([\w-]+)\.json$/.exec(id);
  if (!file) return null;
  const [, area, locale] = file;
  return `${area === undefined || FIRST_SCREEN_AREAS.includes(area) ? 'messages-first' : 'messages'}-${locale}`;
}

/**
 * The features' own parts used by several screens (their queries, helpers and components) may join too: on their
 * own they were 3-6 chunks of under 1 KB each on the shop page, goods details and trading, each a round trip.
 */
const FEATURE_PARTS = /[\\/]src[\\/]features[\\/][\w-]+[\\/](api|utils|components)[\\/]/;

/** Any of `modules` (paths under src/, as app/first-screens.ts lists them), by file. */
const anyModule = (modules: readonly string[]) =>
  new RegExp(modules.map((module) => `[\\/]src[\\/]${module.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]')}$`).join('|'));

const SCREEN_SHARED = {
  candidates: new RegExp(`${SHARED_PARTS.source}|${FEATURE_PARTS.source}`),
  entry: /[\\/]src[\\/]main\.tsx$/,
  // The home map's first screen as the boot entry fetches it (app/first-screens.ts): the tab bar, the map, its view
  // (a lazy import the map makes at once) and the entry route that opens it, whose parts are first-screen parts.
  firstScreen: anyModule(FIRST_SCREEN_MODULES[HOME_SCREEN]!.modules),
  loadedAnyway: isKit,
};
const FIRST_SCREEN_SHARED = screenShared({ ...SCREEN_SHARED, name: 'screens-first', side: 'first-screen' });
const FIRST_SCREEN_LIBRARIES = importedFrom('screens-first', SCREEN_SHARED.firstScreen, isKit);
type ChunkContext = Parameters<typeof FIRST_SCREEN_SHARED>[1];
/**
 * What the home map's first screen loads beyond the entry, in one chunk: the small libraries it runs, the tab bar,
 * its reads and the parts it shares with other screens. Every first screen loads it (app/first-screens.ts). On a
 * phone a request holds one of six connections and a share of the bandwidth for a round trip at least, however
 * small: five chunks of 0.2–6 KB cost more than the ~3 KB of the home map's own parts the other screens now load
 * (bench/results/lighthouse-2026-12-07-c.md).
 */
const FIRST_SCREEN_START = (id: string, ctx: ChunkContext) => FIRST_SCREEN_LIBRARIES(id, ctx) ?? FIRST_SCREEN_SHARED(id, ctx);
/** The first screens besides the home map, by their route's last segment, each by its own modules. */
const FIRST_SCREEN_ROOTS = Object.entries(FIRST_SCREEN_MODULES)
  .filter(([screen]) => screen !== HOME_SCREEN)
  .map(
    ([screen, { modules }]) => [screen.split('/').pop()!, anyModule(modules.filter((module) => module !== TAB_LAYOUT))] as const,
  );
const OTHER_SCREENS_SHARED = splitByFirstScreens(
  screenShared({ ...SCREEN_SHARED, name: 'screens', side: 'other-screens', alongside: FIRST_SCREEN_SHARED }),
  FIRST_SCREEN_ROOTS,
);

/**
 * The small libraries beyond the first screen's, with the parts several first screens share and the home map
 * does not: every first screen but the home map loads both (app/first-screens.ts), so they are one request.
 */
const OTHER_SCREENS_START = (id: string, ctx: ChunkContext) =>
  isKit(id) || OTHER_SCREENS_SHARED(id, ctx) === 'screens-start' ? 'kit' : null;

/**
 * Chunks (bench/results/lighthouse-*.md "changes"): on a phone every request costs a round trip, and a screen
 * used to fetch ~90 scripts, mostly antd-mobile helpers of 1 KB each. The framework, the small libraries every
 * screen runs and each language's texts are a few long-cached chunks instead; what only some screens use (the
 * map, charts, forms, antd-mobile's components and their motion) stays with those screens, so the home map's
 * first load (e2e/tests/budget.e2e.ts) carries only what it runs. React and react-dom are one chunk of their own
 * (~57 KB gzipped), cached across releases that do not upgrade them.
 */
const VENDOR_CHUNKS = [
  // The app's own code each entry loads before it runs (build/boot-entry.ts), one chunk per entry, named after
  // it: the boot entry's becomes that entry's own chunk, so it is one request.
  {
    name: entryOwn('boot', /[\\/]src[\\/]boot\.ts$/, { contract: true }),
    includeDependenciesRecursively: false,
    priority: 7,
  },
  {
    name: entryOwn('index', /[\\/]src[\\/]main\.tsx$/, { contract: false }),
    includeDependenciesRecursively: false,
    priority: 6,
  },
  // One language's texts in two chunks (lib/i18n.ts): the home map's areas, and all the others with antd-mobile's.
  { name: messagesChunk, includeDependenciesRecursively: false, priority: 5 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  // The framework and the entry's own share of the small libraries, in one chunk: every screen loads both before it
  // runs, and on a phone each request holds a share of the line for a round trip at least
  // (bench/results/lighthouse-2026-12-07-c.md). Only the entry's share, so the home map's first load does not carry
  // what only other screens use.
  {
    name: 'framework',
    test: (id: string) => FRAMEWORK.test(id) || isKit(id),
    tags: ['$initial' as const],
    includeDependenciesRecursively: false,
    priority: 3,
  },
  // Then the first screen's share, for the same reason, and what the other first screens load besides.
  { name: FIRST_SCREEN_START, includeDependenciesRecursively: false, priority: 1.2 },
  { name: OTHER_SCREENS_START, includeDependenciesRecursively: false, priority: 1 },
  // A first screen's parts join its chunks from two screens on: each request is a round trip on its cold start.
  {
    name: (id: string, ctx: ChunkContext) => {
      const name = OTHER_SCREENS_SHARED(id, ctx);
      return name === 'screens' ? null : name;
    },
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 0.6,
  },
  { name: OTHER_SCREENS_SHARED, minShareCount: 3, includeDependenciesRecursively: false, priority: 0.5 },
];

/**
 * Libraries' modules answered otherwise. antd-mobile's ES build reaches a few CommonJS files of rc-field-form and
 * rc-util (`…/lib/…`); their ES twins share one copy, and one Form context, with the rest. ahooks brings a
 * ResizeObserver polyfill that every supported browser has natively (src/lib/resize-observer.ts).
 */
const LIBRARY_ALIASES = [
  { find: /^(rc-field-form|rc-util)\/lib\/(.*)$/, replacement: '$1/es/$2' },
  { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/lib/resize-observer.ts', import.meta.url)) },
];

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    appShell(),
    bootEntry(),
    firstStyle(),
    // Installable app (docs/product.md §4 "App update"): the service worker waits when a new build is deployed, and the
    // app asks before switching (components/update-prompt.tsx) — the web form of docs/product.md §4 "App update".
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'PI Community',
        short_name: 'PI Community',
        description: 'Shops and people on the map, wallet, P2P PI trading, shop, community and chat',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f5f5f5',
        theme_color: '#0f62e6',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The API, uploads, the console, the chat socket and the ops probes never get the cached app page instead.
        navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/uploads\//, /^\/ws/, /^\/(health|ready|metrics)$/],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Shows pushed notices and opens their link when tapped (public/push-sw.js, docs/api.md "Notifications"),
        // and keeps the last data of the tab screens for a visit on a bad network (public/data-sw.js).
        importScripts: ['push-sw.js', 'data-sw.js'],
      },
    }),
    deferredManifest(),
    noChunkCycles(),
    precompress(),
  ],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...LIBRARY_ALIASES] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // A lazy screen's chunks are all requested at once when it opens (Vite's preload list in the entry, ~3.4 KB
    // gzipped), not import by import as the browser meets them: each level cost a round trip before the screen
    // could render. Browsers without modulepreload (Safari < 17) simply skip the hint, so no polyfill.
    modulePreload: {
      polyfill: false,
      // A language's texts are a file per feature area in two chunks (lib/i18n.ts), imported one by one: their
      // preload list (the runtime and the small-libraries chunks, which the screen loads anyway) made each import
      // run Vite's preload for it, ~20 ms of a phone's CPU in the boot entry (bench/results/lighthouse-2026-12-07.md).
      resolveDependencies: (filename, deps) => (/(^|\/)messages-/.test(filename) ? [] : deps),
    },
    // A stylesheet per chunk, joined into one per first screen (build/first-style.ts): a first screen loads the
    // 6–10 KB it uses, not the app's 24 KB, still in one request.
    cssCodeSplit: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
  server: { proxy: { '/api': api, '/uploads': api, '/ws': { target: api, ws: true } } },
});
