/**
 * What the browser tests read off the member app: the data-testids listed in apps/web/TESTIDS.md, antd-mobile's
 * toast and dialog, and the stored profile (localStorage `userinfo`, docs/product.md §3 "stored member profile").
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { currentRoute, newSession, type Session, type SessionOptions } from './browser.ts';

/** Route paths as docs/product.md §2 spells them; after a 401 the app goes to the spec's `pages/user/login` alias. */
export const LOGIN_ROUTE = 'user/login';
export const ME_ROUTE = 'pages/my/my';
export const LANGUAGE_ROUTE = 'user/settinglangs';
export const AT_LOGIN = /^(pages\/)?user\/login$/;
export const AT_ME = /^pages\/my\/my$/;

export function byTestId(page: Page, id: string) {
  return page.getByTestId(id);
}

/** Waits until the hash route (without its query) matches: the app navigates on its own after toasts. */
export async function waitForRoute(page: Page, route: RegExp, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(location.hash.replace(/^#\/?/, '').split('?')[0]!),
    route.source,
    {
      timeout: timeoutMs,
    },
  );
  expect(currentRoute(page)).toMatch(route);
}

/**
 * Records the text of every toast the page shows from its next load on, so a test cannot miss a 2-second
 * toast on a slow machine. Read them with `shownToasts`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.adm-toast-main')) {
        const text = (el.textContent ?? '').trim();
        if (text && el.getAttribute('data-recorded') !== text) {
          el.setAttribute('data-recorded', text);
          seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

/** Presses the confirming button of the open dialog. */
export async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.adm-dialog-button-bold, .adm-modal-button-primary').first().click();
}

export async function cancelDialog(page: Page): Promise<void> {
  await page
    .locator(
      '.adm-dialog-footer .adm-dialog-action-row button:not(.adm-dialog-button-bold), .adm-dialog-footer button:not(.adm-dialog-button-bold)',
    )
    .first()
    .click();
}

export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('userinfo');
    return raw ? ((JSON.parse(raw) as { token?: string }).token ?? '') : '';
  });
}

/**
 * Ticks an agreement checkbox if it is not ticked yet. It presses the box itself: the label's text holds a
 * link that opens the document instead.
 */
export async function tick(page: Page, testId: string): Promise<void> {
  const box = byTestId(page, testId);
  const checked = await box.evaluate((el) => {
    const input = el instanceof HTMLInputElement ? el : el.querySelector('input');
    return input ? input.checked : el.classList.contains('adm-checkbox-checked');
  });
  if (checked) return;
  const icon = box.locator('.adm-checkbox-icon');
  await ((await icon.count()) > 0 ? icon.first() : box).click();
}

/** Fills the login form and submits it. */
export async function logInThroughUi(page: Page, account: string, password: string): Promise<void> {
  await fillInput(page, 'login-account', account);
  await fillInput(page, 'login-password', password);
  await tick(page, 'login-agree');
  await tick(page, 'login-privacy');
  await byTestId(page, 'login-submit').click();
}

/** Fills a text field whether the testid sits on the <input> itself or on its antd-mobile wrapper. */
export async function fillInput(page: Page, testId: string, value: string): Promise<void> {
  const target = page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  await target.fill(value);
}

/**
 * With SCREENSHOT_DIR set (docs/screenshots), saves the page as `<name>.png` once opening sheets, dialogs and
 * lazy pictures have settled; otherwise does nothing.
 */
export async function screenshot(page: Page, name: string, settleMs = 600): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** A new browser session in English, signed in through the login form, with its toasts recorded. */
export async function signedInSession(account: string, password: string, options: SessionOptions = {}): Promise<Session> {
  const s = await newSession(options);
  await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await recordToasts(s.page);
  await s.open(LOGIN_ROUTE);
  await logInThroughUi(s.page, account, password);
  await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
  return s;
}
