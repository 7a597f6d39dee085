/** Member web app build (DESIGN.md "Web app shape"): served by the API server at `/`, hash routes. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Installable app (issue 9 "App update"): the service worker waits when a new build is deployed, and the
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
        theme_color: '#1677ff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The API, uploads, the console and the chat socket are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/uploads\//, /^\/ws/],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': api, '/uploads': api, '/ws': { target: api, ws: true } } },
});
