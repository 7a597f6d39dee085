/**
 * P2P in the members' own money (docs/api.md "P2P in the members' own money"): a seller reading Nigerian Pidgin
 * adds an OPay method (with the payment password) and posts a floating naira sell ad 2 % over the reference; a
 * buyer reading English picks NGN, narrows the market to OPay and "I want to pay 20,000 NGN", takes part of the
 * ad and sees the price and total in naira on the take sheet and the order, marks it paid; the seller releases;
 * both leave feedback, which shows on each other's trader page. Before the ad is posted a third member reading
 * English creates an offer alert (NGN sell offers with OPay at most ₦1,500.00) on the alerts page; the posted ad
 * raises its notice, which shows in that member's notice centre. The seller opens the new ad's edit form from My
 * ads (no order open yet). At the end the buyer trusts the seller from the trader page and finds them on the
 * trusted list. With SCREENSHOT_DIR set, the market, the ad form, the payment method form, the order, the trader
 * page, the alerts page, the edit-ad form and the trusted list are saved there (docs/screenshots/p2p).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { seriousViolations, settle } from '../support/axe.ts';
import { newSession, type Session } from '../support/browser.ts';
import { advancedTrader, operatorToken, type Trader } from '../support/traders.ts';
import {
  byTestId,
  confirmDialog,
  fillInput,
  LOGIN_ROUTE,
  logInThroughUi,
  screenshot,
  signedInSession,
  storedToken,
  waitForRoute,
} from '../support/ui.ts';

const PAY = '135790';
const OPAY = { name: 'Tunde Seller', account: '+2348031234567' };

let operator: string;

// Floating ads need a reference: the operator sets naira's (docs/api.md "Reference price"); no NGN order has completed yet.
test.beforeAll(async () => {
  operator = await operatorToken();
  const set = await api(
    '/api/admin/p2p/currency',
    { code: 'NGN', decimals: 2, enabled: true, min_amount: '0', max_amount: '0', reference_price: '1450.00' },
    operator,
  );
  expect(set.code, set.msg).toBe(1);
});

const shot = (page: Page, name: string) => screenshot(page, `p2p/${name}`);

async function expectAxeClean(page: Page): Promise<void> {
  await settle(page);
  const found = await seriousViolations(page);
  expect(found.map((f) => `${f.rule} at ${f.targets.join(' | ')}: ${f.summary}`)).toEqual([]);
}

async function enterPassword(page: Page): Promise<void> {
  await byTestId(page, 'p2p-passcode').click();
  await page.keyboard.type(PAY);
}

const statusOf = (page: Page) => byTestId(page, 'p2p-info-status-tag').getAttribute('data-status');
const option = (page: Page, testId: string, index: number) => byTestId(page, testId).locator('.adm-selector-item').nth(index);

/** A member reading Nigerian Pidgin, signed in through the form. */
async function pidginSession(trader: Trader): Promise<Session> {
  const s = await newSession({ locale: 'en-NG' });
  await s.context.addInitScript(() => localStorage.setItem('lang', 'ng'));
  await s.open(LOGIN_ROUTE);
  await logInThroughUi(s.page, trader.username, trader.password);
  await expect.poll(() => storedToken(s.page), { timeout: 15_000 }).not.toBe('');
  return s;
}

/** The seller's OPay method: naira is the Pidgin reader's first currency; OPay holds a phone number, no bank. */
async function addOpay(s: Session, seller: Trader): Promise<number> {
  await s.open('page/business/paymethods');
  await byTestId(s.page, 'p2p-pms-empty').waitFor({ timeout: 10_000 });
  await byTestId(s.page, 'p2p-pm-add').click();
  await expect(byTestId(s.page, 'p2p-pm-fiat').locator('.adm-selector-item-active')).toHaveText('NGN');
  await byTestId(s.page, 'p2p-pm-provider').getByText('OPay', { exact: true }).click();
  await expect(byTestId(s.page, 'p2p-pm-bank')).toHaveCount(0);
  await fillInput(s.page, 'p2p-pm-name', OPAY.name);
  await fillInput(s.page, 'p2p-pm-account', OPAY.account);
  await shot(s.page, 'fiat-pay-method-form');
  await expectAxeClean(s.page);
  await byTestId(s.page, 'p2p-pm-submit').click();
  await expect(byTestId(s.page, 'p2p-pm-confirm-account')).toHaveText(OPAY.account);
  await enterPassword(s.page);
  const card = s.page.locator('[data-testid^="p2p-pm-"][data-testid$="-account"]').first();
  await expect(card).toHaveText(OPAY.account, { timeout: 10_000 });
  const methods = await api('/api/ctoc/paymethods', {}, seller.token);
  const method = (methods.data as Array<{ id: number }>)[0]!;
  await expect(byTestId(s.page, `p2p-pm-${method.id}-type`)).toHaveText('OPay · NGN', { timeout: 10_000 });
  return method.id;
}

/** 40 PI, floating 2 % over ₦1,450.00: ₦1,479.00 per PI now, at least 2 PI an order, to the OPay method. */
async function postFloatingAd(s: Session, methodId: number): Promise<void> {
  await s.open('page/business/advertisement_sell');
  await option(s.page, 'p2p-ad-settlement', 1).click();
  await expect(byTestId(s.page, 'p2p-ad-fiat').locator('.adm-selector-item-active')).toHaveText('NGN');
  await option(s.page, 'p2p-ad-price-type', 1).click();
  await fillInput(s.page, 'p2p-ad-margin', '2');
  await expect(byTestId(s.page, 'p2p-ad-floating-now')).toContainText('₦1,479.00');
  await byTestId(s.page, `p2p-ad-method-${methodId}`).click();
  await fillInput(s.page, 'p2p-ad-quantity', '40');
  await fillInput(s.page, 'p2p-ad-min_quantity', '2');
  await expect(byTestId(s.page, 'p2p-ad-total')).toContainText('₦59,160.00');
  await shot(s.page, 'fiat-ad-form');
  await expectAxeClean(s.page);
  await byTestId(s.page, 'p2p-ad-submit').click();
  await expect(byTestId(s.page, 'p2p-pay-escrow')).toHaveText('40 PI');
  await enterPassword(s.page);
  await waitForRoute(s.page, /^page\/business\/advertisement$/);
}

/** The buyer picks naira, narrows to OPay and 20,000 NGN, and takes 13.5 PI: ₦19,966.50. */
async function findAndTake(s: Session, adId: number): Promise<number> {
  await s.open('page/business/business');
  // English reads US dollars first
  await expect(byTestId(s.page, 'p2p-currency')).toHaveAttribute('data-value', 'USD', { timeout: 10_000 });
  await byTestId(s.page, 'p2p-currency').click();
  await byTestId(s.page, 'p2p-currency-NGN').click();
  await byTestId(s.page, 'p2p-filter-providers').getByText('OPay', { exact: true }).click();
  await fillInput(s.page, 'p2p-filter-fiat-amount', '20000');
  await expect(byTestId(s.page, 'p2p-chip-amount')).toHaveText('₦20,000');
  await expect(byTestId(s.page, `p2p-ad-price-${adId}`)).toContainText('₦1,479.00', { timeout: 10_000 });
  await expect(byTestId(s.page, `p2p-ad-terms-${adId}`)).toContainText('OPay');
  await expect(byTestId(s.page, `p2p-ad-max-${adId}`)).toHaveText('Up to 40 PI per order');
  await shot(s.page, 'fiat-market');
  await expectAxeClean(s.page);

  await byTestId(s.page, `p2p-take-${adId}`).click();
  await fillInput(s.page, 'p2p-take-amount', '13.5');
  await expect(byTestId(s.page, 'p2p-take-total')).toHaveText('You pay outside the app: ₦19,966.50');
  await byTestId(s.page, 'p2p-take-next').click();
  await expect(byTestId(s.page, 'p2p-pay-price')).toHaveText('₦1,479.00');
  await expect(byTestId(s.page, 'p2p-pay-total')).toHaveText('₦19,966.50');
  await shot(s.page, 'fiat-take');
  await enterPassword(s.page);
  await waitForRoute(s.page, /^page\/business\/orderinfo$/);
  return Number(new URL(s.page.url().replace('#/', '')).searchParams.get('id'));
}

/** A watcher reading English asks to be told of NGN sell offers with OPay at ₦1,500.00 or less. */
async function createAlert(s: Session): Promise<void> {
  await s.open('page/business/alerts');
  await byTestId(s.page, 'p2p-alerts-empty').waitFor({ timeout: 10_000 });
  await byTestId(s.page, 'p2p-currency').click();
  await byTestId(s.page, 'p2p-currency-NGN').click();
  await expect(byTestId(s.page, 'p2p-currency')).toHaveAttribute('data-value', 'NGN');
  await byTestId(s.page, 'p2p-alert-providers').getByText('OPay', { exact: true }).click();
  await fillInput(s.page, 'p2p-alert-price', '1500');
  await byTestId(s.page, 'p2p-alert-submit').click();
  const card = s.page.locator('[data-testid^="p2p-alert-price-"]').first();
  await expect(card).toHaveText('At most ₦1,500.00 per PI', { timeout: 10_000 });
  await expect(s.page.locator('.p2p-alert').first()).toContainText('OPay');
  await shot(s.page, 'alerts');
  await expectAxeClean(s.page);
}

/** The seller's new ad, no order on it yet, opens its edit form from My ads; closed unchanged. */
async function openEditForm(s: Session, adId: number): Promise<void> {
  await byTestId(s.page, `p2p-edit-ad-${adId}`).click({ timeout: 10_000 });
  await expect(byTestId(s.page, 'p2p-edit-margin')).toHaveValue('2');
  await shot(s.page, 'edit-ad-form');
  await expectAxeClean(s.page);
  await byTestId(s.page, 'p2p-edit-cancel').click();
  await expect(byTestId(s.page, 'p2p-edit-margin')).toHaveCount(0);
}

async function leaveFeedback(s: Session, orderId: number, comment: string): Promise<void> {
  await s.open(`page/business/orderinfo?id=${orderId}`);
  await option(s.page, 'p2p-feedback-rating', 0).click({ timeout: 10_000 });
  await s.page.locator('#p2p-feedback-comment').fill(comment);
  await byTestId(s.page, 'p2p-feedback-submit').click();
  await expect(byTestId(s.page, 'p2p-feedback-mine')).toHaveAttribute('data-rating', 'positive', { timeout: 10_000 });
}

test('a Pidgin seller posts a floating naira ad with OPay; an English buyer finds it by OPay and 20,000 NGN, pays in naira; both leave feedback', async () => {
  test.setTimeout(240_000);
  const seller: Trader = await advancedTrader('fxsel', PAY, { PI: '50' }, operator);
  const buyer: Trader = await advancedTrader('fxbuy', PAY, {}, operator);
  const watcher: Trader = await advancedTrader('fxwat', PAY, {}, operator);
  const sellerApp = await pidginSession(seller);
  const buyerApp = await signedInSession(buyer.username, buyer.password);
  const watcherApp = await signedInSession(watcher.username, watcher.password);
  try {
    await createAlert(watcherApp);
    const methodId = await addOpay(sellerApp, seller);
    await postFloatingAd(sellerApp, methodId);
    const ad = (await api('/api/ctoc/myads', { status: 'open', page: 1 }, seller.token)).data.data[0] as { id: number };
    await openEditForm(sellerApp, ad.id);

    // The posted ad matched the watcher's alert: its notice is in the watcher's notice centre.
    await watcherApp.open('my/notices');
    await expect(byTestId(watcherApp.page, 'notices-all')).toContainText(
      'An offer to sell PI at 1479.00 NGN per PI matches your alert.',
      { timeout: 15_000 },
    );

    const orderId = await findAndTake(buyerApp, ad.id);
    await expect(byTestId(buyerApp.page, 'p2p-info-price')).toHaveText('₦1,479.00', { timeout: 10_000 });
    await expect(byTestId(buyerApp.page, 'p2p-info-total_price')).toHaveText('₦19,966.50');
    await expect(byTestId(buyerApp.page, 'p2p-info-pay_detail')).not.toContainText('NGN');
    await expect(byTestId(buyerApp.page, `p2p-order-pm-${methodId}-account`)).toHaveText(OPAY.account);
    await shot(buyerApp.page, 'fiat-order-buyer');
    await expectAxeClean(buyerApp.page);
    await byTestId(buyerApp.page, 'p2p-action-paid').click();
    await expect(byTestId(buyerApp.page, 'p2p-paid-confirm')).toContainText('₦19,966.50');
    await confirmDialog(buyerApp.page);
    await expect.poll(() => statusOf(buyerApp.page), { timeout: 10_000 }).toBe('paid');

    // The seller, in Pidgin, sees the naira amount and releases with the payment password.
    await sellerApp.open(`page/business/orderinfo?id=${orderId}`);
    await expect.poll(() => statusOf(sellerApp.page), { timeout: 10_000 }).toBe('paid');
    await expect(byTestId(sellerApp.page, 'p2p-info-notice')).toContainText('₦19,966.50');
    await shot(sellerApp.page, 'fiat-order-seller-paid');
    await byTestId(sellerApp.page, 'p2p-action-release').click();
    await confirmDialog(sellerApp.page);
    await enterPassword(sellerApp.page);
    await expect.poll(() => statusOf(sellerApp.page), { timeout: 10_000 }).toBe('completed');

    await leaveFeedback(sellerApp, orderId, 'Buyer pay quick, correct person');
    await leaveFeedback(buyerApp, orderId, 'Fast release, thanks');
    await expect(byTestId(buyerApp.page, 'p2p-feedback-theirs')).toContainText('Buyer pay quick');
    await shot(buyerApp.page, 'fiat-order-feedback');

    // The feedback shows on the trader pages, reached from the order.
    await byTestId(buyerApp.page, 'p2p-order-trader-page').click();
    await waitForRoute(buyerApp.page, /^page\/business\/trader$/);
    await expect(byTestId(buyerApp.page, 'p2p-trader-feedback-0')).toContainText('Fast release, thanks', { timeout: 10_000 });
    await expect(byTestId(buyerApp.page, 'p2p-trader-positive-rate')).toHaveText('100%');
    await expect(byTestId(buyerApp.page, `p2p-ad-price-${ad.id}`)).toContainText('₦1,479.00');
    await shot(buyerApp.page, 'fiat-trader-page');
    await expectAxeClean(buyerApp.page);
    await sellerApp.open(`page/business/trader?id=${buyer.id}`);
    await expect(byTestId(sellerApp.page, 'p2p-trader-feedback-0')).toContainText('Buyer pay quick', { timeout: 10_000 });

    // The buyer trusts the seller from the trader page; the seller is then on the buyer's trusted list.
    await byTestId(buyerApp.page, 'p2p-trader-trust').click();
    await expect(byTestId(buyerApp.page, 'p2p-trader-trust-confirm')).toContainText('Trust ');
    await confirmDialog(buyerApp.page);
    await expect(byTestId(buyerApp.page, 'p2p-trader-trust')).toHaveAttribute('data-trusted', 'true', { timeout: 10_000 });
    await buyerApp.open('page/business/traders');
    await expect(byTestId(buyerApp.page, `p2p-trusted-${seller.id}`)).toBeVisible({ timeout: 10_000 });
    await shot(buyerApp.page, 'traders');
    await expectAxeClean(buyerApp.page);
  } finally {
    await sellerApp.close();
    await buyerApp.close();
    await watcherApp.close();
  }
});
