/**
 * Chromium for the browser tests (README "Run every test"): the worker's browser from Playwright's `browser`
 * fixture — the system Chromium (never a downloaded one), headless, launched with the options in
 * playwright.config.ts — at a phone-sized 375×812 viewport, since the member app is a mobile web app.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseUrl } from './server.ts';

let shared: Browser | undefined;

/** Called by the worker fixture in support/test.ts with the worker's one Chromium. */
export function useBrowser(browser: Browser | undefined): void {
  shared = browser;
}

/**
 * The worker's Chromium; each test makes its own contexts (own storage, so own login state). Contexts made
 * here are traced and screenshotted on failure like Playwright's own `page` (playwright.config.ts).
 */
export async function browser(): Promise<Browser> {
  if (!shared) throw new Error('No browser: import `test` from support/test.ts, whose worker fixture provides it.');
  return shared;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Opens a hash route of the member app, e.g. `pages/user/login`. */
  open(route: string): Promise<void>;
  close(): Promise<void>;
}

export interface SessionOptions {
  /** The browser's language (navigator.languages, Accept-Language), as a newcomer's phone would set it. */
  locale?: string;
  /**
   * Let the app's service worker install (the tests of what it does: offline, push, the installed app). Off by
   * default: installing it precaches every file of the build (over 500) in each new browser, which was much of
   * the browser tests' time (docs/reliability.md "Test run time").
   */
  serviceWorker?: boolean;
}

export async function newSession(options: SessionOptions = {}): Promise<Session> {
  const context = await (
    await browser()
  ).newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  const base = baseUrl();
  return {
    context,
    page,
    async open(route) {
      await page.goto(`${base}/#/${route.replace(/^\//, '')}`);
    },
    close: () => context.close(),
  };
}

/** The route part of the page's hash URL, without query: `pages/user/login`. */
export function currentRoute(page: Page): string {
  const hash = new URL(page.url()).hash.replace(/^#\/?/, '');
  return hash.split('?')[0] ?? '';
}
