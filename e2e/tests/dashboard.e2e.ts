/**
 * The operators' dashboard and the merchant figures in the browser (docs/api.md "Operators' dashboard", "Shop
 * marketplace": merchant figures): the console opens on the dashboard, its queues lead to their queue, and neither
 * page has a critical or serious axe finding. With SCREENSHOT_DIR set, both pages are saved as screenshots.
 */
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { seriousViolations, settle } from '../support/axe.ts';
import { browser } from '../support/browser.ts';
import { operatorToken, uploadPicture } from '../support/members.ts';
import { ADMIN, baseUrl } from '../support/server.ts';
import { fundedBuyer, listedGoods, merchant } from '../support/shop.ts';
import { byTestId, screenshot } from '../support/ui.ts';

const PAY = '246810';

test('the console opens on the dashboard, its queues lead to their queue, and axe finds nothing serious', async () => {
  const operator = await operatorToken();
  const seller = await merchant(operator);
  // A product waiting for review, so the goods queue has work and an age.
  const { url } = await uploadPicture(seller.token, [90, 160, 90]);
  const added = await api(
    '/api/product/addproduct',
    { name: 'Oolong 100 g', price: '9', description: 'Waiting for review.', images: [url], stock: 3, delivery: 'ship' },
    seller.token,
  );
  expect(added.code, added.msg).toBe(1);

  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 1400 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.getByTestId('members-total').waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('#/dashboard');
    await expect(page.getByTestId('money-table')).toBeVisible();
    await expect(page.getByRole('img', { name: /^P2P orders opened/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
    // The whole page (members, queues, jobs, money and the charts), not only the first screenful.
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: path.join(dir, 'dashboard.png'), fullPage: true });

    await page.getByTestId('queue-product').getByRole('link').click();
    await expect(page.locator('.ant-select').first()).toContainText(/^Products \(\d+\)$/);
  } finally {
    await context.close();
  }
});

test("the merchant's shop menu shows the shop's figures, and axe finds nothing serious", async () => {
  const operator = await operatorToken();
  const seller = await merchant(operator);
  const tea = await listedGoods(operator, seller, 'Jasmine tea', '12.5');
  const cups = await listedGoods(operator, seller, 'Tea cups', '4');
  const buyer = await fundedBuyer(operator, '200', PAY);
  for (const [goods, quantity] of [
    [tea, 2],
    [tea, 1],
    [cups, 3],
  ] as const) {
    const order = await api('/api/order/create', { product_id: goods, quantity }, buyer.token);
    expect(order.code, order.msg).toBe(1);
    const paid = await api('/api/order/pay', { id: order.data.id, paypassword: PAY }, buyer.token);
    expect(paid.code, paid.msg).toBe(1);
  }

  const info = await api('/api/user/getuserinfo', {}, seller.token);
  const context = await (await browser()).newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
  try {
    await context.addInitScript(
      (stored) => {
        localStorage.setItem('lang', 'en');
        localStorage.setItem('userinfo', stored);
      },
      JSON.stringify({ ...info.data.userinfo, token: seller.token }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/shop/shopmenu/shopmenu`);
    await byTestId(page, 'merchant-stats-table').waitFor({ timeout: 20_000 });
    await expect(byTestId(page, 'merchant-stats-orders-7')).toHaveText('3');
    await expect(byTestId(page, 'merchant-stats-sales-30')).toHaveText('49.5 USDT');
    await expect(byTestId(page, 'merchant-stats-top').locator('li').first()).toContainText('Jasmine tea');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('merchant-stats').scrollIntoViewIfNeeded();
    await screenshot(page, 'merchant-figures');
  } finally {
    await context.close();
  }
});
