import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // A browser page per test, a cold Chromium start and the app's 1 s redirects all take time on two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // All files share the one server started by the global setup; running them one at a time keeps the
    // rate limits and the outbox predictable.
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // The one worker imports playwright and the support code once for every file (about 3 s a file on this
    // machine) instead of once per file; each file still opens its own Chromium (support/browser.ts).
    isolate: false,
  },
});
