/**
 * Spec §5 and §1: the user agreement and the privacy policy read on the login screen are the full documents,
 * in the language the app speaks (Vietnamese for a vi-VN browser), not a two-sentence placeholder.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { newSession } from '../support/browser.ts';
import { byTestId, LOGIN_ROUTE } from '../support/ui.ts';

/** Opens one of the two documents from the login form and returns its section headings. */
async function headings(page: Page, which: 0 | 1): Promise<string[]> {
  await page.locator('.doc-link').nth(which).click();
  const doc = byTestId(page, which === 0 ? 'agreement-user' : 'agreement-privacy');
  await doc.locator('section h4').first().waitFor({ state: 'visible', timeout: 15_000 });
  return doc.locator('section h4').allInnerTexts();
}

test('shows a vi-VN newcomer the whole user agreement and privacy policy in Vietnamese', async () => {
  const s = await newSession({ locale: 'vi-VN' });
  try {
    await s.open(LOGIN_ROUTE);
    const user = await headings(s.page, 0);
    expect(user).toContain('3. Lưu giữ tiền');
    expect(user.length).toBeGreaterThanOrEqual(8);
    await s.page.reload();
    expect(await headings(s.page, 1)).toContain('5. Thời gian lưu giữ');
  } finally {
    await s.close();
  }
});
