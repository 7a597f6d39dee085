/**
 * No dead ends: a screen opened without what it shows says "not found" with a way home (no Retry that
 * cannot work, no endless spinner); a signed-in member opening login or register is sent on; a screen
 * whose code cannot be loaded (offline, or removed by a redeploy) shows the error view with the navigation
 * bar and a retry after one automatic reload, never a blank page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api } from '../support/api.ts';
import { browser, currentRoute } from '../support/browser.ts';
import { registered } from '../support/members.ts';
import { byTestId, screenshot, waitForRoute } from '../support/ui.ts';

/** A phone-sized page in English, signed in when a stored profile is given; no service worker, so every
 * chunk request goes to the network where the test can refuse it. */
async function openPage(profile?: string): Promise<Page> {
  const context = await (await browser()).newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  await context.addInitScript((stored) => {
    localStorage.setItem('lang', 'en');
    if (stored) localStorage.setItem('userinfo', stored);
  }, profile ?? '');
  return context.newPage();
}

async function memberProfile(): Promise<string> {
  const member = await registered('dead');
  const info = await api('/api/user/getuserinfo', {}, member.token);
  expect(info.code, info.msg).toBe(1);
  return JSON.stringify({ ...info.data.userinfo, token: member.token });
}

const go = (page: Page, route: string) => page.goto(`${baseUrl()}/#/${route}`);

test('shows "not found" with a way home on screens opened without their id', async () => {
  const page = await openPage(await memberProfile());
  try {
    const cases = [
      ['page/pay/pay', 'pay'],
      ['page/business/orderinfo', 'p2p-order-info'],
      ['page/mapshop/goodsinfos', 'goods-info'],
      ['page/mapshop/shopgoods', 'shop-goods'],
      ['page/mapshop/goodsinfos?id=99999999', 'goods-info'],
    ] as const;
    for (const [route, testId] of cases) {
      await go(page, route);
      await byTestId(page, `${testId}-not-found`).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Nothing to show here').count(), route).toBe(1);
      expect(await page.getByRole('button', { name: 'Retry' }).count(), route).toBe(0);
      // The navigation bar is there too, with a named back arrow.
      expect(await page.getByRole('button', { name: 'Back', exact: true }).count(), route).toBe(1);
    }
    await screenshot(page, 'not-found');
    await byTestId(page, 'not-found-home').click();
    await waitForRoute(page, /^pages\/home_index\/home_map$/);
  } finally {
    await page.context().close();
  }
});

test('sends a signed-in member opening login or register on, to Me or to the redirect', async () => {
  const page = await openPage(await memberProfile());
  try {
    await go(page, 'user/login');
    await waitForRoute(page, /^pages\/my\/my$/);
    await byTestId(page, 'me-member').waitFor();
    await go(page, `user/register?redirect=${encodeURIComponent('/page/wallet/wallet')}`);
    await waitForRoute(page, /^page\/wallet\/wallet$/);
  } finally {
    await page.context().close();
  }
});

test('shows the error view with the nav bar and a working retry when a screen’s code fails to load', async () => {
  const page = await openPage();
  try {
    await go(page, 'pages/home_index/home_map');
    await byTestId(page, 'map-home').waitFor({ timeout: 20_000 });
    // The download screen's chunk cannot be fetched, as when offline or after a redeploy removed it.
    const refused: string[] = [];
    await page.route(/\/assets\/download-[\w-]+\.js$/, (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    let loads = 0;
    page.on('load', () => loads++);
    await go(page, 'user/downpage');
    await byTestId(page, 'route-error').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Part of the app could not be loaded', { exact: false }).count()).toBe(1);
    await screenshot(page, 'chunk-error');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);
    // One automatic reload (a redeploy is fixed by it), then the view instead of a loop.
    expect(loads).toBe(1);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);

    // Back online: Retry opens the screen.
    await page.unroute(/\/assets\/download-[\w-]+\.js$/);
    await byTestId(page, 'route-error-retry').click();
    await byTestId(page, 'download-how').waitFor({ timeout: 20_000 });
    expect(currentRoute(page)).toBe('user/downpage');
  } finally {
    await page.context().close();
  }
});
