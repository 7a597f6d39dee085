/**
 * The Me tab as a guest, a member and a merchant at the phone viewport: a guest is offered login and the
 * download page; a member sees their coins as people read amounts and the ways to move them; a merchant
 * sees their own shop with its order centre instead of "Open a shop". With SCREENSHOT_DIR set, each is
 * saved as `me-<who>.png` (docs/screenshots/me/).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api } from '../support/api.ts';
import { browser } from '../support/browser.ts';
import { fund, operatorToken, registered, type Member } from '../support/members.ts';
import { merchant } from '../support/shop.ts';
import { byTestId, screenshot, waitForRoute } from '../support/ui.ts';

async function meAs(member?: Member, hasTouch = false): Promise<Page> {
  const base = baseUrl();
  const context = await (await browser()).newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, hasTouch });
  let profile = '';
  if (member) {
    const info = await api('/api/user/getuserinfo', {}, member.token);
    expect(info.code, info.msg).toBe(1);
    profile = JSON.stringify({ ...info.data.userinfo, token: member.token });
  }
  await context.addInitScript((stored) => {
    localStorage.setItem('lang', 'en');
    if (stored) localStorage.setItem('userinfo', stored);
  }, profile);
  const page = await context.newPage();
  await page.goto(`${base}/#/pages/my/my`);
  return page;
}

test('shows a guest the login prompt, and the download page without signing in', async () => {
  const page = await meAs();
  try {
    await byTestId(page, 'me-guest').waitFor();
    expect(await byTestId(page, 'me-assets').count()).toBe(0);
    await screenshot(page, 'me-guest');
    await byTestId(page, 'me-entry-download').click();
    await waitForRoute(page, /^user\/downpage$/);
    await byTestId(page, 'download-how').waitFor();
    await screenshot(page, 'download');
  } finally {
    await page.context().close();
  }
});

test('shows a member their coins and the ways to move them, each destination once', async () => {
  const operator = await operatorToken();
  const member = await registered('mem');
  await fund(operator, member, { PI: '80', USDT: '2.08' });
  const page = await meAs(member);
  try {
    await byTestId(page, 'me-balance-PI').waitFor({ timeout: 15_000 });
    expect(await byTestId(page, 'me-balance-PI').innerText()).toMatch(/PI\s+80$/);
    expect(await byTestId(page, 'me-balance-USDT').innerText()).toMatch(/USDT\s+2\.08$/);
    await byTestId(page, 'me-open-shop').waitFor();
    const entries = await page
      .locator('[data-testid^="me-entry-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(new Set(entries).size).toBe(entries.length);
    // The nickname and the invitation code are 24 px targets (WCAG 2.5.8) that do not overlap, on lines no taller.
    const name = (await page.locator('.me-nickname').boundingBox())!;
    const invite = (await byTestId(page, 'me-invite').boundingBox())!;
    expect(Math.min(name.height, invite.height)).toBeGreaterThanOrEqual(24);
    expect(invite.y).toBeGreaterThanOrEqual(name.y + name.height);
    expect((await byTestId(page, 'me-id').boundingBox())!.height).toBeLessThan(20);
    await screenshot(page, 'me-member');
    await byTestId(page, 'me-entry-recharge').click();
    await waitForRoute(page, /^page\/wallet\/recharge$/);
  } finally {
    await page.context().close();
  }
});

/** A finger put down at `y` and moved down by `travel` px in steps, as a phone reports a pull; not yet lifted. */
async function pullDown(page: Page, y: number, travel: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 187, y: at }] });
  await touch('touchStart', y);
  for (let step = 1; step <= 10; step++) await touch('touchMove', y + (travel * step) / 10);
  return () => touch('touchEnd', y + travel);
}

test('refreshes a member’s balances when they pull Me down and let go', async () => {
  const operator = await operatorToken();
  const member = await registered('pull');
  await fund(operator, member, { PI: '80' });
  const page = await meAs(member, true);
  try {
    await expect(byTestId(page, 'me-balance-PI')).toHaveText(/PI\s*80$/, { timeout: 15_000 });
    await fund(operator, member, { PI: '20' });
    const head = page.locator('.adm-pull-to-refresh-head');
    const letGo = await pullDown(page, 200, 300);
    await expect(head).toHaveText('Release to refresh');
    expect((await head.boundingBox())!.height).toBeGreaterThan(60);
    await letGo();
    await expect(byTestId(page, 'me-balance-PI')).toHaveText(/PI\s*100$/);
    await expect.poll(async () => (await head.boundingBox())!.height, { timeout: 5_000 }).toBe(0);
  } finally {
    await page.context().close();
  }
});

test("shows a merchant their shop and its order centre, not 'Open a shop'", async () => {
  const seller = await merchant(await operatorToken());
  const page = await meAs(seller);
  try {
    await byTestId(page, 'me-shop').waitFor({ timeout: 15_000 });
    expect(await byTestId(page, 'me-shop-name').innerText()).toBe(seller.shopName);
    expect(await byTestId(page, 'me-entry-shopenter').count()).toBe(0);
    await page.mouse.wheel(0, 400);
    await screenshot(page, 'me-merchant');
    await byTestId(page, 'me-entry-merchant_orders').click();
    await waitForRoute(page, /^ordercenter\/shopordercenter\/shopordercenter$/);
  } finally {
    await page.context().close();
  }
});
