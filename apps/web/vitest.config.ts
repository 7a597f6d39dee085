import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app's own build configuration (aliases, React, the PWA plugin whose virtual modules the app imports;
// outside a production build they register no service worker), plus the test settings.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      testTimeout: 40_000,
      // The antd-mobile React 19 renderer must be set before any test renders a Toast or Dialog.
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
