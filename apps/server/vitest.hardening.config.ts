// `npm run test:hardening` (docs/reliability.md): the generated access matrix, the schema fuzzer, uploads, headers
// and tokens, the ledger model, the abuse limits and the SIGKILL crash test, each file on its own database like the
// unit suite (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The crash test is the longest file by far (about 100 s, most of it spent waiting on its own server processes),
 * so it starts first and the other files share the second worker beside it. Left to vitest's order (largest
 * file first on a clean clone) it started after a third of the suite and then ran alone at the end
 * (docs/reliability.md "Test run time").
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const crash = (file: TestSpecification) => file.moduleId.endsWith('/crash.hardening.test.ts');
    return [...sorted.filter(crash), ...sorted.filter((file) => !crash(file))];
  }
}

export default defineConfig({
  test: {
    include: ['test/hardening/**/*.hardening.test.ts'],
    globalSetup: ['test/database-template.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // As in vitest.config.ts: a worker imports the server once for all its files instead of once per file;
    // per-file-setup.ts resets the clock and the settings cache a file may leave behind.
    isolate: false,
    setupFiles: ['test/per-file-setup.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
