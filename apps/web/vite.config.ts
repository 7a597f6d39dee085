/** Member web app build (docs/architecture.md "Web app shape"): served by the API server at `/`, hash routes. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/app-shell';
import { precompress } from './build/precompress';

const api = 'http://127.0.0.1:8080';

/**
 * The first-load budget (e2e/tests/budget.e2e.ts): the libraries every screen runs, as a few long-cached chunks instead of
 * dozens of tiny shared ones (each compresses worse alone). antd-mobile and leaflet stay split by screen
 * (a group takes its modules' dependencies along, and antd-mobile's shared helpers reach its animation
 * library), so the first load carries only what the home map needs. The renderer is Preact's (`PREACT_COMPAT` below,
 * 9.8 KB gzipped where react + react-dom were 65.8 KB).
 */
const VENDOR_CHUNKS = [
  { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 3 },
  {
    name: 'framework',
    test: /node_modules[\\/](react-router|i18next|react-i18next|@tanstack)[\\/]/,
    priority: 2,
  },
];

/**
 * The member app renders with Preact's React-compatible layer instead of react-dom (docs/architecture.md "Web app
 * shape"; bench/results/lighthouse-2026-11-28-preact.md): every import of React, by the app and by its libraries,
 * resolves to preact/compat at build time (and in the unit tests, vitest.config.ts). react and react-dom stay
 * installed only as the libraries' peer dependencies and for their types. Exact names, so react-router or
 * react-i18next are not caught by a prefix.
 */
const PREACT_COMPAT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-is$/, replacement: fileURLToPath(new URL('./src/lib/react-is.ts', import.meta.url)) },
  // react-i18next and antd-mobile read stores through the pre-React-18 shim, which only re-exports React's own.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  // antd-mobile's ES build reaches a few CommonJS files of rc-field-form and rc-util (`…/lib/…`); their ES twins
  // share one copy, and one Form context, with the rest, and in the unit tests no require() reaches React itself.
  { find: /^(rc-field-form|rc-util)\/lib\/(.*)$/, replacement: '$1/es/$2' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    appShell(),
    // Installable app (spec §4 "App update"): the service worker waits when a new build is deployed, and the
    // app asks before switching (components/update-prompt.tsx) — the web form of spec §4 "App update".
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
    precompress(),
  ],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...PREACT_COMPAT] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // A lazy screen's own stylesheets still load with it; its script imports are left to the browser
    // (fetched from the service worker's precache after the first visit) instead of a preload list of every
    // chunk name in the entry, ~3.4 KB gzipped of the first load. Browsers without modulepreload (Safari < 17)
    // simply skip the hint, so no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
  server: { proxy: { '/api': api, '/uploads': api, '/ws': { target: api, ws: true } } },
});
