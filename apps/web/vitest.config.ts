import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * Files that replace a module (vi.mock) or the clock (vi.useFakeTimers) keep a page and module graph of their
 * own. In a shared one the module may already be loaded for real, and the replacement would reach the files
 * that run after; and React's scheduler and antd-mobile's animation loop keep the clock they found when first
 * loaded: with fake-timer files in the shared workers, shuffled runs saw toasts and dialog closes that never
 * finished (docs/reliability.md "Test run time").
 */
const isolatedFiles = readdirSync(new URL('src', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|useFakeTimers)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')));

// The app's own build configuration (aliases, React, the PWA plugin whose virtual modules the app imports;
// outside a production build they register no service worker), plus the test settings.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      testTimeout: 40_000,
      // The antd-mobile React 19 renderer must be set before any test renders a Toast or Dialog; the setup
      // also resets what one file may leave behind for the next.
      setupFiles: ['src/test/setup.ts'],
      projects: [
        {
          extends: true,
          // A worker keeps one page and the modules it imported (React, antd-mobile, the app) across the files
          // it runs, instead of building a jsdom and importing them again for every file
          // (docs/reliability.md "Test run time").
          test: { name: 'web', include: [TESTS], exclude: isolatedFiles, isolate: false },
        },
        {
          extends: true,
          test: { name: 'web-own-page', include: isolatedFiles.length ? isolatedFiles : ['-'], isolate: true },
        },
      ],
    },
  }),
);
