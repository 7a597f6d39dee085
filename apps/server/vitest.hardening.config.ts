// `npm run test:hardening` (docs/reliability.md): the generated access matrix, the schema fuzzer, uploads, headers
// and tokens, the ledger model, the abuse limits and the SIGKILL crash test, each file on its own database like the
// unit suite (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/hardening/**/*.hardening.test.ts'],
    globalSetup: ['test/database-template.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
