/**
 * The `test` and `expect` every browser test imports: Playwright's, with a worker fixture that hands the
 * worker's one Chromium (launched from playwright.config.ts) to the session helpers in support/browser.ts, so
 * a test can open several members' browsers at once (two people chatting, a buyer and a seller).
 */
import { test as base, expect } from '@playwright/test';
import { useBrowser } from './browser.ts';

export const test = base.extend<object, { workerBrowser: void }>({
  workerBrowser: [
    async ({ browser }, use) => {
      useBrowser(browser);
      await use();
      useBrowser(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
