/**
 * Points (docs/api.md "Wallet, points and transfers"): member `demo` (demo data), given DGB by the operator and a
 * payment password, sends DGB to `merchant` with the recipient shown before sending, then exchanges DGB → COIN with
 * the rate and fee shown before confirming; both balances move by exactly the figures shown. With SCREENSHOT_DIR set,
 * the points, transfer-confirmation and exchange screens are saved there (docs/screenshots).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { newSession } from '../support/browser.ts';
import { ADMIN } from '../support/server.ts';
import { LOGIN_ROUTE, byTestId, confirmDialog, fillInput, logInThroughUi, screenshot, storedToken } from '../support/ui.ts';

const PAY = '246810';

const shot = (page: Page, name: string) => screenshot(page, name);

async function available(token: string, coin: string): Promise<number> {
  const wallet = await api('/api/ctoc/getwallet', {}, token);
  return Number(wallet.data.find((b: { coin: string }) => b.coin === coin).available);
}

/** `demo` signed in over the API, topped up by the operator, with a payment password. */
async function preparedDemo() {
  const login = await api('/api/user/login', { account: 'demo', password: 'Demo12345' });
  expect(login.code).toBe(1);
  const { id, token } = login.data.userinfo as { id: number; token: string };
  const operator = (await api('/api/admin/login', ADMIN)).data.token as string;
  const adjust = { user_id: id, coin: 'DGB', amount: '100', reason: 'e2e points' };
  expect((await api('/api/admin/user/adjust', adjust, operator)).code).toBe(1);
  expect((await api('/api/user/paypassword', { oldpaypassword: '', newpaypassword: PAY }, token)).code).toBe(1);
  return token;
}

async function payWithPassword(page: Page): Promise<void> {
  await fillInput(page, 'paypassword-input', PAY);
  await byTestId(page, 'paypassword-confirm').click();
}

test('transfers DGB to a shown recipient, then exchanges DGB for COIN at the shown figures', async () => {
  const demoToken = await preparedDemo();
  const merchantToken = (await api('/api/user/login', { account: 'merchant', password: 'Demo12345' })).data.userinfo
    .token as string;
  const dgbBefore = await available(demoToken, 'DGB');
  const coinBefore = await available(demoToken, 'COIN');
  const merchantBefore = await available(merchantToken, 'DGB');
  const s = await newSession();
  try {
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, 'demo', 'Demo12345');
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');

    await s.open('go_score/go_score');
    // Shown as people read it (no trailing zeros, thousands grouped): compared as a number.
    const shownDgb = async () => Number((await byTestId(s.page, 'points-balance-DGB').innerText()).replace(/,/g, ''));
    await expect.poll(shownDgb, { timeout: 10_000 }).toBe(dgbBefore);
    await byTestId(s.page, 'points-list').waitFor();
    await shot(s.page, 'web-points');

    await byTestId(s.page, 'points-to-transfer').click();
    await fillInput(s.page, 'transfer-to', 'merchant');
    await byTestId(s.page, 'transfer-lookup').click();
    await expect.poll(() => byTestId(s.page, 'transfer-recipient').innerText(), { timeout: 10_000 }).toContain('@merchant');
    await fillInput(s.page, 'transfer-amount', '25');
    await byTestId(s.page, 'transfer-submit').click();
    expect(await byTestId(s.page, 'transfer-confirm').innerText()).toMatch(/^Send 25 DGB to .+ \(@merchant\)\?$/);
    await shot(s.page, 'web-transfer-confirm');
    await confirmDialog(s.page);
    await payWithPassword(s.page);
    await byTestId(s.page, 'transfer-done').waitFor({ timeout: 10_000 });
    expect(await available(merchantToken, 'DGB')).toBe(merchantBefore + 25);
    expect(await available(demoToken, 'DGB')).toBe(dgbBefore - 25);

    await s.open('page/balance/exchange');
    await fillInput(s.page, 'exchange-amount', '40');
    await expect.poll(() => byTestId(s.page, 'exchange-received').innerText(), { timeout: 10_000 }).toMatch(/COIN$/);
    const rate = await byTestId(s.page, 'exchange-rate').innerText();
    const fee = parseFloat(await byTestId(s.page, 'exchange-fee').innerText());
    const receivedText = await byTestId(s.page, 'exchange-received').innerText();
    const received = parseFloat(receivedText);
    expect(received).toBeGreaterThan(0);
    await byTestId(s.page, 'exchange-submit').click();
    const confirmation = await byTestId(s.page, 'exchange-confirm').innerText();
    expect(confirmation).toContain(`at ${rate}?`);
    expect(confirmation).toContain(receivedText);
    await shot(s.page, 'web-exchange');
    await confirmDialog(s.page);
    await payWithPassword(s.page);
    await byTestId(s.page, 'exchange-done').waitFor({ timeout: 10_000 });
    expect(await available(demoToken, 'DGB')).toBe(dgbBefore - 25 - 40);
    expect(await available(demoToken, 'COIN')).toBeCloseTo(coinBefore + received, 6);
    expect(fee).toBeGreaterThanOrEqual(0);
  } finally {
    await s.close();
  }
});
