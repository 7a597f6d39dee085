/**
 * The browser tests (README "Run every test"): @playwright/test driving the system Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium — never a downloaded browser; installs set PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1) against the
 * BUILT server, which support/global-setup.ts starts once on a new embedded database.
 *
 *   npm run build                                      # first, and again after every change
 *   cd e2e && npx playwright test                      # the whole suite
 *   cd e2e && npx playwright test tests/shop.e2e.ts    # one file (add `-g "<title>"` for one test)
 *   cd e2e && npx playwright test --project budget     # only the first-load budget
 *
 * A failed test keeps a screenshot under e2e/artifacts/test-results/<test>/, and its trace when traces are recorded
 * (E2E_TRACE below; open one with `npx playwright show-trace <that folder>/trace.zip`); the HTML report is in e2e/artifacts/report
 * (`npx playwright show-report artifacts/report`), the JSON result that `npm test` reads in
 * e2e/artifacts/results.json (or PLAYWRIGHT_JSON_OUTPUT_FILE).
 */
import { CHROMIUM_ARGS, chromiumPath } from '@app/test-support';
import { defineConfig } from '@playwright/test';

/**
 * E2E_WORKERS overrides. 3 on this 2-core machine: with the service worker's precache and traces off, two workers
 * left the cores idle a quarter of the time (docs/reliability.md "Test run time").
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);

/**
 * Traces are recorded only when E2E_TRACE asks (e.g. `retain-on-failure`): recording one for every test took over
 * a quarter of the suite's time on these two cores (docs/reliability.md "Test run time"). `npm test` runs the
 * suite without, then runs only the failed tests again with traces kept (scripts/lib/playwright-part.mjs).
 */
const trace = (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: 'artifacts/test-results',
  // A browser page per test, the app's 1 s redirects and three workers sharing two cores all take time.
  timeout: 90_000,
  // A flaky test is a defect to fix, never a retry.
  retries: 0,
  // Files run side by side, each in one worker in its written order (account.e2e.ts registers, then signs in).
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: 'artifacts/report', open: 'never' }],
    ['json', { outputFile: 'artifacts/results.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
    headless: true,
    trace,
    screenshot: 'only-on-failure',
  },
  projects: [
    // The member app and the console: every test but the budget.
    { name: 'app', testIgnore: /budget\.e2e\.ts$/ },
    // The first-load JavaScript budget of the signed-in home map, runnable alone after a build.
    { name: 'budget', testMatch: /budget\.e2e\.ts$/ },
  ],
});
