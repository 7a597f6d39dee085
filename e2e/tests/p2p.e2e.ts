/**
 * The P2P market (docs/api.md "Peer-to-peer PI market"): two members in two browser contexts. The seller posts a sell
 * ad in the app (the escrow it holds shown first), the buyer takes part of it in the app with the payment password;
 * both see the pending order "settling…" with its expected time; the system confirms it after the configured delay; both
 * wallets show the PI and USDT moved by exactly the order's figures, and cancelling the ad returns the rest of its
 * escrow. A member without advanced verification is told so. With SCREENSHOT_DIR set, the P2P screens are saved there
 * (docs/screenshots).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import type { Session } from '../support/browser.ts';
import { advancedTrader, operatorToken, setSetting, type Trader } from '../support/traders.ts';
import { byTestId, confirmDialog, fillInput, screenshot, signedInSession, waitForRoute } from '../support/ui.ts';
import { logShowsKindInTwoLanguages } from '../support/wallet-log.ts';

const PAY = '135790';
/** System confirmation delay for this test: long enough to watch the pending order in both apps. */
const CONFIRM_DELAY_SECONDS = 20;

let operator: string;
const restore: Array<[string, unknown]> = [];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  operator = await operatorToken();
  // Spot matching off, so this sell ad is not matched against other buy ads before the buyer takes it.
  restore.push(['p2p_auto_match', await setSetting(operator, 'p2p_auto_match', false)]);
  restore.push(['p2p_confirm_delay_seconds', await setSetting(operator, 'p2p_confirm_delay_seconds', CONFIRM_DELAY_SECONDS)]);
  restore.push(['p2p_fee_rate', await setSetting(operator, 'p2p_fee_rate', '0.01')]);
});

test.afterAll(async () => {
  for (const [key, value] of restore) if (value !== undefined) await setSetting(operator, key, value);
});

const shot = (page: Page, name: string) => screenshot(page, name);

const signedIn = signedInSession;

async function enterPassword(page: Page): Promise<void> {
  await byTestId(page, 'p2p-passcode').click();
  await page.keyboard.type(PAY);
}

/** What the member's wallet screen shows as available. */
async function walletShows(s: Session, coin: string): Promise<string> {
  await s.open('page/wallet/wallet');
  const cell = byTestId(s.page, `wallet-available-${coin}`);
  await cell.waitFor({ timeout: 10_000 });
  return cell.innerText();
}

async function postSellAd(s: Session): Promise<void> {
  await s.open('page/business/advertisement_sell');
  await byTestId(s.page, 'p2p-ad-type').getByText('Sell PI', { exact: true }).click();
  await fillInput(s.page, 'p2p-ad-quantity', '20');
  await fillInput(s.page, 'p2p-ad-price', '0.5');
  await fillInput(s.page, 'p2p-ad-min_quantity', '2');
  await s.page.locator('[data-testid="p2p-ad-remark"] textarea').fill('e2e sell ad');
  expect(await byTestId(s.page, 'p2p-ad-escrow-amount').innerText()).toBe('20 PI');
  await byTestId(s.page, 'p2p-ad-submit').click();
  expect(await byTestId(s.page, 'p2p-pay-escrow').innerText()).toBe('20 PI');
  await shot(s.page, 'web-p2p-create-ad');
  await enterPassword(s.page);
  await waitForRoute(s.page, /^page\/business\/advertisement$/);
}

async function buyFromAd(s: Session, adId: number): Promise<number> {
  // the wallet market in USDT (the trading tab opens on the language's currency otherwise)
  await s.open('page/business/business?fiat=USDT');
  await byTestId(s.page, `p2p-ad-${adId}`).waitFor({ timeout: 10_000 });
  await shot(s.page, 'web-p2p-business');
  await byTestId(s.page, `p2p-take-${adId}`).click();
  await fillInput(s.page, 'p2p-take-amount', '1');
  await expect.poll(() => byTestId(s.page, 'p2p-take-error').innerText()).toBe('Each order takes at least 2 PI.');
  await fillInput(s.page, 'p2p-take-amount', '8');
  expect(await byTestId(s.page, 'p2p-take-total').innerText()).toBe('You pay: 4 USDT');
  await byTestId(s.page, 'p2p-take-next').click();
  expect(await byTestId(s.page, 'p2p-pay-total').innerText()).toBe('4 USDT');
  await shot(s.page, 'web-p2p-take');
  await enterPassword(s.page);
  await waitForRoute(s.page, /^page\/business\/orderinfo$/);
  return Number(new URL(s.page.url().replace('#/', '')).searchParams.get('id'));
}

test('posts a sell ad, another member buys part of it, the system confirms, both balances move', async () => {
  test.setTimeout(180_000);
  const seller: Trader = await advancedTrader('psel', PAY, { PI: '50' }, operator);
  const buyer: Trader = await advancedTrader('pbuy', PAY, { USDT: '100' }, operator);
  const sellerApp = await signedIn(seller.username, seller.password);
  const buyerApp = await signedIn(buyer.username, buyer.password);
  try {
    await postSellAd(sellerApp);
    const mine = await api('/api/ctoc/myads', { status: 'open', page: 1 }, seller.token);
    const ad = mine.data.data[0] as { id: number };
    await expect
      .poll(() => byTestId(sellerApp.page, `p2p-my-ad-remaining-${ad.id}`).innerText(), { timeout: 10_000 })
      .toBe('20 / 20');
    await expect.poll(() => walletShows(sellerApp, 'PI'), { timeout: 10_000 }).toBe('30');

    const orderId = await buyFromAd(buyerApp, ad.id);
    expect(await byTestId(buyerApp.page, 'p2p-info-status-tag').getAttribute('data-status')).toBe('pending');
    expect(await byTestId(buyerApp.page, 'p2p-info-total_price').innerText()).toBe('4 USDT');
    expect(await byTestId(buyerApp.page, 'p2p-info-counterparty').innerText()).toContain(seller.username);
    // A wallet order is settled by the system: "settling…" with the expected time, no payment countdown.
    expect(await byTestId(buyerApp.page, 'p2p-info-settling').innerText()).toBe('Settling…');
    expect(await byTestId(buyerApp.page, 'p2p-info-notice').innerText()).toMatch(/^Expected by \d\d:\d\d:\d\d\./);
    expect(await byTestId(buyerApp.page, 'p2p-info-countdown').count()).toBe(0);
    await shot(buyerApp.page, 'web-p2p-order-info');

    await sellerApp.open('page/business/orderlist');
    await byTestId(sellerApp.page, `p2p-order-${orderId}`).waitFor({ timeout: 10_000 });
    expect(await byTestId(sellerApp.page, `p2p-order-status-${orderId}`).getAttribute('data-status')).toBe('pending');
    await byTestId(sellerApp.page, `p2p-order-settling-${orderId}`).waitFor({ timeout: 10_000 });
    await shot(sellerApp.page, 'web-p2p-orders');

    // The buyer's screen re-reads a pending order on its own; the system confirms after the delay.
    await expect
      .poll(() => byTestId(buyerApp.page, 'p2p-info-status-tag').getAttribute('data-status'), {
        timeout: (CONFIRM_DELAY_SECONDS + 20) * 1000,
        intervals: [1000],
      })
      .toBe('completed');
    expect(await byTestId(buyerApp.page, 'p2p-info-settling').count()).toBe(0);
    expect(await byTestId(buyerApp.page, 'p2p-info-notice').innerText()).toBe('Settled: the PI is in your wallet.');
    await sellerApp.page.reload();
    await expect
      .poll(() => byTestId(sellerApp.page, `p2p-order-status-${orderId}`).getAttribute('data-status'), { timeout: 10_000 })
      .toBe('completed');
    await sellerApp.open(`page/business/orderinfo?id=${orderId}`);
    await byTestId(sellerApp.page, 'p2p-order-info').waitFor({ timeout: 10_000 });
    await shot(sellerApp.page, 'web-p2p-order-completed');

    // 8 PI at 0.5 = 4 USDT; the 1% fee (0.04 USDT) is kept from the seller's USDT.
    await expect.poll(() => walletShows(buyerApp, 'PI'), { timeout: 10_000 }).toBe('8');
    await expect.poll(() => walletShows(buyerApp, 'USDT'), { timeout: 10_000 }).toBe('96');
    await expect.poll(() => walletShows(sellerApp, 'USDT'), { timeout: 10_000 }).toBe('3.96');
    await expect.poll(() => walletShows(sellerApp, 'PI'), { timeout: 10_000 }).toBe('30');
    await logShowsKindInTwoLanguages(sellerApp, 'trader', { en: 'P2P trade', vi: 'Giao dịch P2P', raw: 'p2p_trade' });

    // Cancelling the ad returns the 12 PI still in its escrow.
    await sellerApp.open('page/business/advertisement');
    await expect
      .poll(() => byTestId(sellerApp.page, `p2p-my-ad-remaining-${ad.id}`).innerText(), { timeout: 10_000 })
      .toBe('12 / 20');
    await shot(sellerApp.page, 'web-p2p-my-ads');
    await byTestId(sellerApp.page, `p2p-cancel-ad-${ad.id}`).click();
    expect(await byTestId(sellerApp.page, 'p2p-cancel-confirm').innerText()).toContain('12 PI');
    await confirmDialog(sellerApp.page);
    await expect
      .poll(() => byTestId(sellerApp.page, `p2p-my-ad-status-${ad.id}`).getAttribute('data-status'), { timeout: 10_000 })
      .toBe('cancelled');
    await expect.poll(() => walletShows(sellerApp, 'PI'), { timeout: 10_000 }).toBe('42');

    await buyerApp.open('pages/cart/cart');
    await byTestId(buyerApp.page, 'p2p-summary').waitFor({ timeout: 10_000 });
    await byTestId(buyerApp.page, 'p2p-latest').getByText('8', { exact: true }).first().waitFor({ timeout: 10_000 });
    await shot(buyerApp.page, 'web-p2p-ecosystem');
  } finally {
    await sellerApp.close();
    await buyerApp.close();
  }
});

test('tells a member without advanced verification, with the way to verify', async () => {
  const s = await signedIn('demo', 'Demo12345');
  try {
    await s.open('page/business/sellpi');
    await byTestId(s.page, 'p2p-verify-first').waitFor({ timeout: 10_000 });
    await shot(s.page, 'web-p2p-verify-first');
    await byTestId(s.page, 'p2p-to-verify').click();
    await waitForRoute(s.page, /^page\/authentication\/authentication$/);
  } finally {
    await s.close();
  }
});
