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
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
