/**
 * The shop marketplace (docs/api.md "Shop marketplace"): a merchant adds a product in the member app, the operator
 * approves it in the console's review queue, a buyer (USDT credited by the operator) buys two and pays with the
 * payment password, the merchant ships with carrier and tracking number, the buyer confirms receipt, and the
 * merchant's balance page shows the payment less the platform fee (5% by default). With SCREENSHOT_DIR set, the shop
 * screens are saved there (docs/screenshots/web-shop-*.png).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import type { Session } from '../support/browser.ts';
import { openConsole } from '../support/console.ts';
import { gradientPng, operatorToken } from '../support/members.ts';
import { availableUsdt, fundedBuyer, merchant, type Member } from '../support/shop.ts';
import { byTestId, confirmDialog, fillInput, screenshot, signedInSession, waitForRoute } from '../support/ui.ts';
import { logShowsKindInTwoLanguages } from '../support/wallet-log.ts';

const PAY = '135790';

const shot = (page: Page, name: string) => screenshot(page, `web-shop-${name}`);

const signedIn = (member: Member) => signedInSession(member.username, member.password);

async function addProduct(s: Session, name: string): Promise<void> {
  await s.open('shop/shopmenu/shopmenu');
  await byTestId(s.page, 'shop-menu-name').filter({ hasText: /\S/ }).waitFor();
  await shot(s.page, 'menu');
  await byTestId(s.page, 'shop-menu-publish').click();
  await waitForRoute(s.page, /^shop\/publicgoods\/publicgoods$/);
  await byTestId(s.page, 'goods-submit').click();
  await expect.poll(() => s.page.locator('.adm-form-item-feedback-error').count()).toBeGreaterThanOrEqual(5);
  await fillInput(s.page, 'goods-name', name);
  await fillInput(s.page, 'goods-price', '20');
  await fillInput(s.page, 'goods-stock', '10');
  await s.page
    .locator('[data-testid="goods-description"] textarea:not([readonly])')
    .fill('Hand-picked green tea, 250 g per tin.');
  await byTestId(s.page, 'goods-images-file').setInputFiles([
    { name: 'tea-1.png', mimeType: 'image/png', buffer: gradientPng([20, 160, 60], 240) },
    { name: 'tea-2.png', mimeType: 'image/png', buffer: gradientPng([200, 140, 30], 240) },
  ]);
  await byTestId(s.page, 'goods-image-1').waitFor({ timeout: 15_000 });
  await shot(s.page, 'publish');
  await byTestId(s.page, 'goods-submit').click();
  await waitForRoute(s.page, /^shop\/goosdlist\/goosdlist$/);
}

async function openOrderTab(s: Session, route: string, status: string): Promise<void> {
  await s.open(`${route}?status=${status}`);
  await byTestId(s.page, 'orders-list').or(byTestId(s.page, 'orders-empty')).first().waitFor();
}

test('sells a reviewed product: buy, pay into escrow, ship, receive, and the merchant is paid less the fee', async () => {
  test.setTimeout(180_000); // two members, the console and a dozen screens on two shared cores
  const operator = await operatorToken();
  const seller = await merchant(operator);
  const buyer = await fundedBuyer(operator, '100', PAY);
  const name = `Green tea ${Date.now().toString(36)}`;

  const shop = await signedIn(seller);
  const customer = await signedIn(buyer);
  try {
    await customer.open('shop/shopmenu/shopmenu');
    await byTestId(customer.page, 'merchant-none').waitFor();
    await shot(customer.page, 'not-merchant');

    await addProduct(shop, name);
    const row = shop.page.locator('[data-testid^="goods-row-"]').filter({ hasText: name });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('review');
    await shot(shop.page, 'goods-review');

    const operatorConsole = await openConsole();
    try {
      await operatorConsole.pass('Products', name);
    } finally {
      await operatorConsole.close();
    }
    await shop.open('shop/goosdlist/goosdlist?status=listed');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('listed');
    await shot(shop.page, 'goods-listed');

    await customer.open(`page/mapshop/shopgoods?shop_id=${seller.shopId}`);
    await customer.page.locator('[data-testid^="shop-product-"]').filter({ hasText: name }).click();
    await waitForRoute(customer.page, /^page\/mapshop\/goodsinfos$/);
    await expect.poll(() => byTestId(customer.page, 'goods-stock').innerText()).toContain('Stock 10');
    await customer.page.locator('[data-testid="goods-quantity"] .adm-stepper-plus').click();
    await expect.poll(() => byTestId(customer.page, 'goods-total').innerText()).toBe('Total 40 USDT');
    await shot(customer.page, 'goods-info');
    await byTestId(customer.page, 'goods-buy').click();
    await waitForRoute(customer.page, /^page\/pay\/pay$/);
    await fillInput(customer.page, 'pay-password', PAY);
    await shot(customer.page, 'pay');
    await byTestId(customer.page, 'pay-submit').click();
    expect(await byTestId(customer.page, 'pay-confirm').innerText()).toContain('Pay 40 USDT');
    await confirmDialog(customer.page);
    await byTestId(customer.page, 'pay-done').waitFor({ timeout: 10_000 });
    expect(await availableUsdt(buyer.token)).toBe('60.000000');

    await openOrderTab(shop, 'ordercenter/shopordercenter/shopordercenter', 'paid');
    const sold = shop.page.locator('[data-testid^="order-ship-"]').first();
    await sold.click();
    await fillInput(shop.page, 'ship-express', 'DHL');
    await fillInput(shop.page, 'ship-tracking', 'JD0123456789');
    await shot(shop.page, 'ship');
    await byTestId(shop.page, 'ship-submit').click();
    await confirmDialog(shop.page);
    await byTestId(shop.page, 'orders-empty').waitFor({ timeout: 10_000 });

    await openOrderTab(customer, 'ordercenter/orderlist/orderlistbuy', 'shipped');
    expect(await byTestId(customer.page, 'orders-list').innerText()).toContain('Shipped by DHL, tracking JD0123456789');
    await shot(customer.page, 'orders-shipped');
    await customer.page.locator('[data-testid^="order-receive-"]').first().click();
    await confirmDialog(customer.page);
    await byTestId(customer.page, 'orders-empty').waitFor({ timeout: 10_000 });
    await shot(customer.page, 'orders-empty');
    await openOrderTab(customer, 'ordercenter/orderlist/orderlistbuy', 'completed');
    expect(await byTestId(customer.page, 'orders-list').innerText()).toContain(name);

    await customer.open('pages/my/my');
    await expect.poll(() => byTestId(customer.page, 'me-orders-completed').innerText(), { timeout: 10_000 }).toMatch(/^1/);
    await shot(customer.page, 'me');

    const orders = await api('/api/order/getsjlist', { status: 'completed', page: 1 }, seller.token);
    expect(orders.data.data[0]).toMatchObject({ total: '40.000000', fee: '2.000000', income: '38.000000' });
    await shop.open('page/balance/balance');
    await expect.poll(() => byTestId(shop.page, 'balance-available-USDT').innerText(), { timeout: 10_000 }).toBe('38');
    await shot(shop.page, 'balance');
    await logShowsKindInTwoLanguages(shop, 'merchant', {
      en: 'Shop order settled',
      vi: 'Quyết toán đơn hàng',
      raw: 'shop_settle',
    });
  } finally {
    await shop.close();
    await customer.close();
  }
});
