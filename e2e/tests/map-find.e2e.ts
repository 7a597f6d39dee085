/**
 * Finding a place on the map and telling others about it (docs/api.md "Map filters", "Share links and
 * directions", "Reports of closed or moved places"): a guest filters the home map to cafés open now, opens a café,
 * shares it (navigator.share stubbed to capture the link), and the link opens the shop page for another guest; a
 * member reports the place closed and the operator finds the report in the console's queue.
 *
 * The café is made here, open all day ("00:00-23:59") and pinned at the map's default centre, so "open now" finds
 * it at any hour: the demo shops' hours are real-looking and most of them are closed at night in Singapore.
 * With SCREENSHOT_DIR set (docs/screenshots/map), the filtered map, the shop, the shared link and both reports
 * are saved there.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { newSession } from '../support/browser.ts';
import { openConsole } from '../support/console.ts';
import { operatorToken, registered, uploadPicture } from '../support/members.ts';
import { baseUrl } from '../support/server.ts';
import { byTestId, screenshot, shownToasts, signedInSession, waitForRoute } from '../support/ui.ts';

const HOME = 'pages/home_index/home_map';
const shoot = (page: Page, name: string) => screenshot(page, `map-find-${name}`);

interface Cafe {
  id: number;
  name: string;
  category: number;
}

/** A merchant's café at the default centre, open all day, passed by the operator. */
async function openCafe(): Promise<Cafe> {
  const merchant = await registered('cafe');
  const centre = (await api('/api/common/init')).data.map.default_center as [number, number];
  const categories = (await api('/api/lable/categories')).data as Array<{ id: number; icon: string }>;
  const category = categories.find((c) => c.icon === 'cafe')!.id;
  const door = await uploadPicture(merchant.token, [120, 80, 40]);
  const licence = await uploadPicture(merchant.token, [30, 30, 30]);
  const inside = await uploadPicture(merchant.token, [200, 160, 110]);
  const name = `Night Owl Coffee ${merchant.username.slice(-5)}`;
  const applied = await api(
    '/api/lable/addshop',
    {
      name,
      category,
      business_hours: '00:00-23:59',
      phone: '+65 6555 0199',
      address: '1 Raffles Place',
      lat: centre[0],
      lng: centre[1],
      intro: 'Espresso until the small hours.',
      door_image: door.url,
      license_image: licence.url,
      images: [inside.url],
    },
    merchant.token,
  );
  expect(applied.code, applied.msg).toBe(1);
  const id = applied.data.id as number;
  const passed = await api('/api/admin/review/decide', { kind: 'shop', id, action: 'pass' }, await operatorToken());
  expect(passed.code, passed.msg).toBe(1);
  return { id, name, category };
}

const isNearby = (response: Response) => response.url().endsWith('/api/lable/nearby') && response.request().method() === 'POST';

test('filters cafés open now, opens one and shares it: the link opens the shop page for a guest', async () => {
  const cafe = await openCafe();

  // A guest on the home map; the Web Share API is stubbed so the shared link can be read back.
  const guest = await newSession();
  try {
    await guest.context.addInitScript(() => {
      localStorage.setItem('lang', 'en');
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { sharedUrl: string }).sharedUrl = String(data.url);
          return Promise.resolve();
        },
      });
    });
    await guest.open(HOME);
    await byTestId(guest.page, 'map-filter-open').click();
    await byTestId(guest.page, `filter-category-${cafe.category}`).click();
    await byTestId(guest.page, 'filter-open_now').click();
    await shoot(guest.page, 'sheet');
    const filtered = guest.page.waitForResponse(
      (response) => isNearby(response) && (response.request().postDataJSON() as { open_now?: boolean }).open_now === true,
      { timeout: 15_000 },
    );
    await byTestId(guest.page, 'filter-apply').click();
    const reply = await filtered;
    expect(reply.request().postDataJSON()).toMatchObject({ categories: [cafe.category], open_now: true });
    const found = ((await reply.json()) as { data: { data: Array<{ id: number; category: number }> } }).data.data;
    expect(found.map((label) => label.id)).toContain(cafe.id);
    expect(found.every((label) => label.category === cafe.category)).toBe(true);
    await byTestId(guest.page, 'map-chip-open_now').waitFor();
    await byTestId(guest.page, `map-chip-category-${cafe.category}`).waitFor();
    await expect.poll(() => byTestId(guest.page, 'map-home').getAttribute('data-loading')).toBe('false');
    await shoot(guest.page, 'filtered');

    // The results keep the filters; the café opens its page, which shares the server's link.
    await guest.open('page/mapshop/shoplist');
    await byTestId(guest.page, 'map-chip-open_now').waitFor();
    await byTestId(guest.page, `shoplist-item-${cafe.id}`).click({ timeout: 15_000 });
    await waitForRoute(guest.page, /^page\/mapshop\/shopdesc$/);
    await expect.poll(() => byTestId(guest.page, 'shop-name').innerText(), { timeout: 10_000 }).toBe(cafe.name);
    expect(await byTestId(guest.page, 'shop-directions').getAttribute('href')).toMatch(/^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=/);
    await shoot(guest.page, 'shop');
    await byTestId(guest.page, 'shop-share').click();
    await expect
      .poll(() => guest.page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl ?? ''))
      .toBe(`${baseUrl()}/s/shop/${cafe.id}`);
    const shared = `${baseUrl()}/s/shop/${cafe.id}`;

    // The link previews the shop for chat apps and opens its page for a guest who has never been here.
    const preview = await (await fetch(shared)).text();
    expect(preview).toContain(`og:title`);
    expect(preview).toContain(cafe.name);
    const friend = await newSession();
    try {
      await friend.context.addInitScript(() => localStorage.setItem('lang', 'en'));
      await friend.page.goto(shared);
      await waitForRoute(friend.page, /^page\/mapshop\/shopdesc$/, 15_000);
      await expect.poll(() => byTestId(friend.page, 'shop-name').innerText(), { timeout: 10_000 }).toBe(cafe.name);
      await shoot(friend.page, 'shared-link');
    } finally {
      await friend.close();
    }
  } finally {
    await guest.close();
  }
});

test('a member reports a café closed and the operator finds the report in the console queue', async () => {
  const cafe = await openCafe();
  const reporter = await registered('placereport');
  const member = await signedInSession(reporter.username, reporter.password);
  try {
    await member.open(`page/mapshop/shopdesc?id=${cafe.id}`);
    await byTestId(member.page, 'shop-report').click({ timeout: 15_000 });
    await byTestId(member.page, 'report-kind-closed').click();
    await member.page.locator('[data-testid=report-note] textarea').fill('Shutters down, a sign says closed for good.');
    await shoot(member.page, 'report');
    await byTestId(member.page, 'report-submit').click();
    await expect.poll(() => shownToasts(member.page), { timeout: 10_000 }).toContain('Thanks, an operator will look at it');
  } finally {
    await member.close();
  }

  const operatorConsole = await openConsole();
  try {
    // The queue by its link: the picker's list is virtual, and 'Place reports' sits below its first screen.
    await operatorConsole.page.goto(`${baseUrl()}/admin/#/review?kind=place_report`);
    await expect(operatorConsole.page.locator('.ant-select').first().locator('.ant-select-content')).toHaveText(
      /^Place reports \(\d+\)$/,
      { timeout: 15_000 },
    );
    const row = operatorConsole.page.locator('tr.ant-table-row').filter({ hasText: cafe.name });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.getByText('Shutters down, a sign says closed for good.')).toBeVisible();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    await expect(row.getByText(reporter.username)).toBeVisible();
    await screenshot(operatorConsole.page, 'map-find-console-report');
  } finally {
    await operatorConsole.close();
  }
});
