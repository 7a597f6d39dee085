import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that need modules of their own: three replace a module with vi.mock (in a shared registry the real
 * one may be loaded already); two read the texts as they are before i18next first starts, which it merges into
 * the imported locale files.
 */
const OWN_MODULES = [
  'src/components/image-upload.test.tsx',
  'src/features/account/pages/settings.test.tsx',
  'src/lib/socket.test.ts',
  'src/i18n/locales.test.ts',
  'src/lib/i18n-first-screen.test.ts',
];

// The app's own build configuration (aliases, React, the PWA plugin whose virtual modules the app imports;
// outside a production build they register no service worker), plus the test settings.
export default mergeConfig(
  viteConfig,
  defineConfig({
    // Libraries' ES builds (package.json `module`), as the build uses: a CommonJS build's require() would reach
    // react and react-dom themselves, past the aliases.
    resolve: {
      mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
      conditions: ['module', 'browser', 'development|production'],
    },
    ssr: { resolve: { conditions: ['module', 'browser', 'development|production'] } },
    test: {
      environment: 'jsdom',
      // The libraries go through the app's own resolution (vite.config.ts `LIBRARY_ALIASES`, their ES builds) instead of
      // Node's, as they do in the build; React itself is pre-bundled once (below), so every library shares one copy.
      server: { deps: { inline: true } },
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'antd-mobile > staged-components',
            ],
          },
        },
      },
      testTimeout: 40_000,
      // The browser APIs jsdom lacks first; then the antd-mobile React 19 renderer, which must be set before any test
      // renders a Toast or Dialog; the setup also resets what one test may leave behind for the next.
      setupFiles: ['src/test/browser-apis.ts', 'src/test/setup.ts'],
      // A worker keeps one page and the modules it imported across the files it runs, as the console does,
      // instead of building a jsdom and importing React, antd-mobile and the app again for every file; the setup
      // resets what a file may leave behind (docs/reliability.md "Test run time").
      projects: [
        { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
        { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
      ],
    },
  }),
);
