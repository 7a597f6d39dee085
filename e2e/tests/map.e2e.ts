/**
 * The home map (docs/product.md §2, docs/api.md "Labels and map"): with map tiles blocked, the home map shows the demo labels
 * clustered, panning loads the labels of the new area, and a search finds a shop whose page opens. A member applies
 * to settle a shop with its images, an operator passes it in the console's review queue, and its marker appears on
 * the map. With SCREENSHOT_DIR set, the map, search, shop, marking and settlement screens are saved there.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api } from '../support/api.ts';
import { newSession, type Session } from '../support/browser.ts';
import { openConsole } from '../support/console.ts';
import { gradientPng, registered } from '../support/members.ts';
import {
  LOGIN_ROUTE,
  byTestId,
  confirmDialog,
  fillInput,
  logInThroughUi,
  screenshot,
  storedToken,
  waitForRoute,
} from '../support/ui.ts';

const HOME = 'pages/home_index/home_map';

const shoot = (page: Page, name: string) => screenshot(page, `web-map-${name}`);

/** An English session in which nothing off the server loads: map tiles come from elsewhere and fail. */
async function tilesBlocked(): Promise<Session & { blocked: () => number; nearby: Array<Record<string, unknown>> }> {
  const s = await newSession();
  const base = baseUrl();
  let blocked = 0;
  await s.context.route(
    (url) => !url.href.startsWith(base),
    (route) => {
      blocked++;
      return route.abort();
    },
  );
  await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const nearby: Array<Record<string, unknown>> = [];
  s.page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/lable/nearby')) nearby.push(request.postDataJSON() as Record<string, unknown>);
  });
  return { ...s, blocked: () => blocked, nearby };
}

const loadedCount = async (page: Page) => Number(await byTestId(page, 'map-home').getAttribute('data-loaded'));
const markerIds = (page: Page) =>
  page.locator('[data-testid^="map-marker-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));

/** Drags the map the way a finger would, away from the floating search box and buttons. */
async function drag(page: Page, dx: number, dy: number): Promise<void> {
  const box = (await page.locator('.map-canvas').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

test('shows clustered demo labels without tiles, loads more when panned, and finds a shop whose page opens', async () => {
  const s = await tilesBlocked();
  try {
    await s.open(HOME);
    const clusters = s.page.locator('[data-testid^="map-cluster-"]');
    await expect.poll(() => clusters.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(Number(await clusters.first().getAttribute('data-count'))).toBeGreaterThan(1);
    expect(await s.page.locator('[data-testid^="map-marker-"]').count()).toBeGreaterThan(0);
    expect(s.blocked()).toBeGreaterThan(0); // the map did ask for tiles, and got none
    expect(await byTestId(s.page, 'map-location').getAttribute('data-state')).toMatch(/^(denied|unavailable|locating)$/);
    await shoot(s.page, 'home');

    // Panning: the map asks for the new area and shows labels it had not loaded before.
    const before = await loadedCount(s.page);
    const seen = new Set(await markerIds(s.page));
    const requests = s.nearby.length;
    for (let i = 0; i < 3; i++) await drag(s.page, -320, 0);
    await expect.poll(() => s.nearby.length, { timeout: 10_000 }).toBeGreaterThan(requests);
    const moved = s.nearby[s.nearby.length - 1]!;
    expect(moved.lng as number).toBeGreaterThan(s.nearby[0]!.lng as number);
    await expect.poll(() => loadedCount(s.page), { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(async () => (await markerIds(s.page)).some((id) => !seen.has(id)), { timeout: 10_000 }).toBe(true);

    // Search: one request once typing pauses for 1 s, then the results page and the shop's page.
    const centre = (await api('/api/common/init')).data.map.default_center as [number, number];
    const shops = await api('/api/lable/nearby', { lat: centre[0], lng: centre[1], type: 'shop', limit: 20 });
    const shop = shops.data.data[0] as { id: number; name: string };
    expect(shop, 'demo shops near the default centre').toBeTruthy();
    const typedBefore = s.nearby.filter((body) => body.keyword).length;
    // Key by key without a pause between keys: on a loaded machine a 40 ms delay sometimes stretched past the 1 s
    // debounce and made a second search that a member typing at speed would not make.
    await s.page.locator('[data-testid=map-search] input').pressSequentially(shop.name);
    await byTestId(s.page, 'map-suggestions').waitFor({ timeout: 10_000 });
    const searches = s.nearby.filter((body) => body.keyword);
    expect(searches.length - typedBefore).toBe(1);
    expect(searches[searches.length - 1]!.keyword).toBe(shop.name);
    await shoot(s.page, 'search-suggestions');
    await s.page.locator('[data-testid=map-search] input').press('Enter');
    await waitForRoute(s.page, /^page\/mapshop\/shoplist$/);
    const row = byTestId(s.page, `shoplist-item-${shop.id}`);
    await row.waitFor({ timeout: 10_000 });
    await shoot(s.page, 'shoplist');
    await row.click();
    await waitForRoute(s.page, /^page\/mapshop\/shopdesc$/);
    await expect.poll(() => byTestId(s.page, 'shop-name').innerText(), { timeout: 10_000 }).toBe(shop.name);
    await expect.poll(() => byTestId(s.page, 'shop-call').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await shoot(s.page, 'shopdesc');

    // The search page keeps this guest's search on the device.
    await s.open('page/mapshop/mapshop');
    await expect.poll(() => byTestId(s.page, 'search-history').innerText(), { timeout: 10_000 }).toContain(shop.name);
    await shoot(s.page, 'search-history');
  } finally {
    await s.close();
  }
});

async function pickImage(page: Page, testId: string, names: string[]): Promise<void> {
  const files = names.map((name, i) => ({ name, mimeType: 'image/png', buffer: gradientPng([40 * i + 30, 90, 160]) }));
  await byTestId(page, `${testId}-file`).setInputFiles(files);
}

test('settles a shop: the member applies with images, the console passes it, its marker appears on the map', async () => {
  const member = await registered('map');
  const shopName = `E2E Bakery ${member.username.slice(-6)}`;
  const s = await tilesBlocked();
  try {
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, member.username, member.password);
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');

    await s.open('pages/category/category');
    await byTestId(s.page, 'person-form').waitFor();
    await shoot(s.page, 'marking');
    await byTestId(s.page, 'marking-shopenter').click();
    await waitForRoute(s.page, /^shopenter\/shopenter$/);
    await shoot(s.page, 'shopenter');
    await byTestId(s.page, 'shopenter-apply').click();
    await waitForRoute(s.page, /^shopenter\/menus$/);

    // Nothing filled: every required field says so, in the reader's language.
    await byTestId(s.page, 'shopform-submit').click();
    await s.page.getByText('Shop name is required').waitFor();
    await expect.poll(() => s.page.getByText('Shopfront photo is required').count()).toBe(1);
    await shoot(s.page, 'shopform-errors');

    await fillInput(s.page, 'shopform-name', shopName);
    await byTestId(s.page, 'shopform-category').click();
    await s.page.locator('.adm-picker-header-button').last().click();
    await fillInput(s.page, 'shopform-hours', '08:00–20:00');
    await fillInput(s.page, 'shopform-phone', '+65 6555 0101');
    await fillInput(s.page, 'shopform-address', '1 Raffles Place');
    await byTestId(s.page, 'shopform-location-centre').click();
    await s.page.locator('[data-testid=shopform-intro] textarea:not([readonly])').fill('Fresh bread every morning.');
    await pickImage(s.page, 'shopform-door', ['door.png']);
    await pickImage(s.page, 'shopform-license', ['licence.png']);
    await pickImage(s.page, 'shopform-images', ['inside-1.png', 'inside-2.png']);
    await expect.poll(() => byTestId(s.page, 'shopform-door').getAttribute('data-uploaded'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => byTestId(s.page, 'shopform-license').getAttribute('data-uploaded'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => byTestId(s.page, 'shopform-images').getAttribute('data-count'), { timeout: 15_000 }).toBe('2');
    await byTestId(s.page, 'shopform-images').scrollIntoViewIfNeeded();
    await shoot(s.page, 'shopform');

    await byTestId(s.page, 'shopform-submit').click();
    await expect.poll(() => byTestId(s.page, 'shopform-confirm').innerText(), { timeout: 10_000 }).toContain(shopName);
    await confirmDialog(s.page);
    await waitForRoute(s.page, /^shopenter\/myapplications$/);
    const mine = await api('/api/lable/getmyable', { page: 1 }, member.token);
    const application = (mine.data.data as Array<{ id: number; type: string; name?: string; images?: string[] }>).find(
      (label) => label.type === 'shop',
    )!;
    expect(application).toMatchObject({ name: shopName });
    expect(application.images).toHaveLength(2);
    await expect
      .poll(() => byTestId(s.page, `applications-${application.id}-status`).getAttribute('data-status'), { timeout: 10_000 })
      .toBe('pending');
    await shoot(s.page, 'applications');

    const operatorConsole = await openConsole();
    try {
      await operatorConsole.pass('Shop applications', shopName);
    } finally {
      await operatorConsole.close();
    }
    await s.page.reload();
    await expect
      .poll(() => byTestId(s.page, `applications-${application.id}-status`).getAttribute('data-status'), { timeout: 10_000 })
      .toBe('passed');

    // The passed shop is on the map: found by its name, shown at the closest zoom with its own marker.
    await s.open(HOME);
    await s.page.locator('[data-testid=map-search] input').fill(shopName);
    await byTestId(s.page, `map-suggestion-${application.id}`).click({ timeout: 15_000 });
    await byTestId(s.page, `map-marker-${application.id}`).waitFor({ timeout: 15_000 });
    await expect.poll(() => byTestId(s.page, 'map-card-name').innerText()).toBe(shopName);
    await shoot(s.page, 'new-shop');
  } finally {
    await s.close();
  }
});
