import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The console's own build configuration (the @ alias, React), plus the component-test settings.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      testTimeout: 40_000,
      // A worker keeps one page and the modules it imported (React, antd, the console) across the files it runs,
      // instead of building a jsdom and importing them again for every file; the setup resets what one file
      // may leave behind for the next (docs/reliability.md "Test run time").
      isolate: false,
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
