import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The hardening suite has its own config and script (npm run test:hardening).
    exclude: ['**/node_modules/**', 'test/hardening/**', 'test/scale/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file gets its own database; files run in parallel on the two cores.
    pool: 'forks',
  },
});
