/**
 * Chromium for the browser tests (README "Run every test"): playwright-core driving the system Chromium (never a
 * downloaded one), headless, at a phone-sized 375×812 viewport — the member app is a mobile web app.
 */
import { CHROMIUM_ARGS, chromiumPath } from '@app/test-support';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

let shared: Browser | undefined;

/** One Chromium per test file; each test gets a fresh context (own storage, so own login state). */
export async function browser(): Promise<Browser> {
  shared ??= await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  return shared;
}

export async function closeBrowser(): Promise<void> {
  await shared?.close();
  shared = undefined;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Opens a hash route of the member app, e.g. `pages/user/login`. */
  open(route: string): Promise<void>;
  close(): Promise<void>;
}

/** `locale` is the browser's language (navigator.languages, Accept-Language), as a newcomer's phone would set it. */
export async function newSession(options: { locale?: string } = {}): Promise<Session> {
  const context = await (
    await browser()
  ).newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  const baseUrl = inject('baseUrl');
  return {
    context,
    page,
    async open(route) {
      await page.goto(`${baseUrl}/#/${route.replace(/^\//, '')}`);
    },
    close: () => context.close(),
  };
}

/** The route part of the page's hash URL, without query: `pages/user/login`. */
export function currentRoute(page: Page): string {
  const hash = new URL(page.url()).hash.replace(/^#\/?/, '');
  return hash.split('?')[0] ?? '';
}
