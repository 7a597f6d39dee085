import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // The libraries go through the app's own resolution (vite.config.ts `PREACT_COMPAT`) instead of Node's, so
      // they render with Preact's compat layer as they do in the build, not with react-dom.
      server: { deps: { inline: true } },
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'preact',
              'preact/hooks',
              'preact/compat',
              'preact/compat/client',
              'preact/compat/jsx-runtime',
              'preact/test-utils',
              'antd-mobile > staged-components',
            ],
          },
        },
      },
      testTimeout: 40_000,
      // The antd-mobile React 19 renderer must be set before any test renders a Toast or Dialog; the setup also
      // resets what one test may leave behind for the next.
      setupFiles: ['src/test/setup.ts'],
      // Each file still gets a page and modules of its own (isolate, the default). Sharing them between the
      // files of a worker, as the console does, ran the suite in a third of the time but left some dialogs of
      // later files unclosable in shuffled orders (docs/reliability.md "Test run time").
    },
  }),
);
