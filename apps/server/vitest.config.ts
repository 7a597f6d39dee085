import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The hardening suite has its own config and script (npm run test:hardening).
    exclude: ['**/node_modules/**', 'test/hardening/**', 'test/scale/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file gets its own database, copied from one migrated per run (test/database-template.ts); files
    // run in parallel on the two cores.
    globalSetup: ['test/database-template.ts'],
    pool: 'forks',
    // A worker imports the app once and runs its files one after another, instead of importing and
    // transforming the whole server again for every file. Files share no database and the tests mock no
    // modules; the module-level state a file may leave behind is reset before the next (per-file-setup.ts).
    isolate: false,
    setupFiles: ['test/per-file-setup.ts'],
  },
});
