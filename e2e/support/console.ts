/**
 * The operator console (apps/admin at /admin/) driven as an operator would: sign in through its login form
 * and decide review items from the queue page. Desktop viewport, its own browser context.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { browser } from './browser.ts';
import { ADMIN, baseUrl } from './server.ts';

export interface ConsoleSession {
  /** The signed-in console page, for decisions beyond passing (e.g. a dispute's part refund). */
  page: Page;
  /** Passes the pending item of queue `kindLabel` (e.g. "Deposits") whose row shows `rowText`. */
  pass(kindLabel: string, rowText: string): Promise<void>;
  close(): Promise<void>;
}

export async function openConsole(): Promise<ConsoleSession> {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/admin/`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.getByText('Review queue').first().waitFor();

  return {
    page,
    async pass(kindLabel, rowText) {
      await openReviewQueue(page, kindLabel);
      const row = page.locator('tr').filter({ hasText: rowText });
      await row.getByRole('button', { name: 'Pass' }).click();
      const confirm = page.locator('.ant-popconfirm:visible');
      await confirm.getByRole('button', { name: 'Pass' }).click();
      await closedAfterAction(page, confirm);
    },
    close: () => context.close(),
  };
}

/**
 * Waits for a console dialog to close once its action was clicked: the decision's requests answered. Under a loaded
 * CI run that once took over 10 s; a dialog that stays open fails with what the console showed (an error message, a
 * field's complaint), which the retried run's traces no longer have.
 */
export async function closedAfterAction(page: Page, dialog: Locator): Promise<void> {
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
  } catch (error) {
    const shown = await page
      .locator('.ant-message-notice, .ant-notification-notice, .ant-form-item-explain-error')
      .allInnerTexts();
    throw new Error(`the dialog stayed open; the console showed ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** A queue's name in the picker, which follows it with its pending count: "Disputes (1)". */
const queueLabel = (kindLabel: string) => new RegExp(`^${kindLabel} \\(\\d+\\)$`);

/**
 * Opens the console's review page on queue `kindLabel` (e.g. "P2P appeals"). Checked and retried: antd's dropdown
 * re-renders its options when the registered queues arrive, and a click landing then left the first queue open.
 */
export async function openReviewQueue(page: Page, kindLabel: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/#/review`);
  const select = page.locator('.ant-select').first();
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: queueLabel(kindLabel) })
      .click({ timeout: 3_000 });
    await expect(select.locator('.ant-select-content')).toHaveText(queueLabel(kindLabel), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
