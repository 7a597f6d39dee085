/**
 * Spec §2 set-language: the set-language page asks for confirmation; confirming switches the whole UI
 * (and the saved language) at once, cancelling changes nothing.
 */
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { newSession } from '../support/browser.ts';
import { byTestId, cancelDialog, confirmDialog, LANGUAGE_ROUTE, LOGIN_ROUTE } from '../support/ui.ts';

async function loginButtonText(page: Page): Promise<string> {
  const button = byTestId(page, 'login-submit');
  await button.waitFor({ state: 'visible', timeout: 10_000 });
  return (await button.innerText()).trim();
}

test('switches the UI language after confirmation and keeps it after cancelling another choice', async () => {
  // A browser in none of the 9 languages: the app opens in Traditional Chinese, so English is a change.
  const s = await newSession({ locale: 'fr-FR' });
  try {
    await s.open(LOGIN_ROUTE);
    const before = await loginButtonText(s.page);

    await s.open(LANGUAGE_ROUTE);
    await byTestId(s.page, 'lang-option-en').click();
    await confirmDialog(s.page);
    await s.open(LOGIN_ROUTE);
    // The new language's files load after the confirmation; the screen follows when they are in.
    await expect.poll(() => loginButtonText(s.page), { timeout: 10_000 }).not.toBe(before);
    const english = await loginButtonText(s.page);
    expect(english).toMatch(/log\s*in|sign\s*in/i);
    await expect.poll(() => s.page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);

    await s.open(LANGUAGE_ROUTE);
    await byTestId(s.page, 'lang-option-ja').click();
    await cancelDialog(s.page);
    await s.open(LOGIN_ROUTE);
    expect(await loginButtonText(s.page)).toBe(english);

    // The choice is saved: a reload keeps English.
    await s.page.reload();
    expect(await loginButtonText(s.page)).toBe(english);
  } finally {
    await s.close();
  }
});
