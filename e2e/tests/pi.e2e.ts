/**
 * The Pi app (docs/api.md "Pi app (Pi mode)"), as far as a test can go without the real Pi Browser: a server of its
 * own in Pi mode (PI_API_KEY, PI_NETWORK, PI_PLATFORM_URL pointing at the Pi Platform API stand-in, both started
 * here so the suite's shared server and every other test stay outside Pi mode), and a Chromium that calls itself
 * the Pi Browser and gets the Pi SDK stand-in (@app/test-support piSdkStandInSource) in place of
 * https://sdk.minepi.com/pi-sdk.js. A pioneer continues with Pi, deposits 5 PI with "Pay with Pi", and sees the
 * balance and the deposit's status; the server checked each step at the Platform stand-in. A pioneer withdraws PI
 * with no bound address: the page says it goes to their Pi wallet and the server's payout job pays it through the
 * Platform stand-in and a Horizon stand-in (PI_PAYOUT_SECRET is the stand-in app wallet's). With SCREENSHOT_DIR set,
 * each step is saved under docs/screenshots/pi/.
 */
import {
  PI_SDK_URL,
  piPlatformBridge,
  piSdkStandInSource,
  startHorizon,
  startPiPlatform,
  type HorizonStandIn,
  type PiPlatformStandIn,
} from '@app/test-support';
import type { Page } from '@playwright/test';
import { seriousViolations, settle } from '../support/axe.ts';
import { browser } from '../support/browser.ts';
import { openConsole } from '../support/console.ts';
import { startBuiltServer, type BuiltServer } from '../support/global-setup.ts';
import { operatorToken, availableOf, fund, setSetting, type Member } from '../support/members.ts';
import { api } from '../support/api.ts';
import { SERVER_ENV } from '../support/server.ts';
import { AT_ME, byTestId, confirmDialog, fillInput, screenshot, storedToken, tick, waitForRoute } from '../support/ui.ts';
import { expect, test } from '../support/test.ts';

/** A phone's Chromium with the Pi Browser's mark in its user agent, as the app recognises it (lib/pi-sdk.ts). */
const PI_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 PiBrowser/2.5.0';

let platform: PiPlatformStandIn;
let horizon: HorizonStandIn;
let appWallet: { publicKey: string; secret: string };
let server: BuiltServer;
const saved: Record<string, string | undefined> = {};

test.beforeAll(async () => {
  platform = await startPiPlatform();
  horizon = await startHorizon();
  appWallet = await horizon.fund('1000');
  platform.appAddress = appWallet.publicKey;
  server = await startBuiltServer({
    PI_API_KEY: platform.apiKey,
    PI_NETWORK: 'Pi Testnet',
    PI_PLATFORM_URL: platform.url,
    PI_PAYOUT_SECRET: appWallet.secret,
  });
  // The support helpers (API calls, sessions) read the server from the environment: this worker's tests use this one.
  for (const [name, value] of [
    [SERVER_ENV.baseUrl, server.baseUrl],
    [SERVER_ENV.dataDir, server.dataDir],
  ] as const) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});

test.afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) process.env[name] = value;
  await server?.stop();
  await platform?.stop();
  await horizon?.stop();
});

/** A Pi Browser session: the SDK stand-in served at the SDK's address, the Platform stand-in behind it. */
async function piBrowserSession(user: { uid: string; username: string }) {
  const context = await (
    await browser()
  ).newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    userAgent: PI_BROWSER_UA,
  });
  await context.addInitScript((pioneer) => {
    localStorage.setItem('lang', 'en');
    (window as unknown as { __piStandIn: unknown }).__piStandIn = { user: pioneer, payment: 'sign' };
  }, user);
  await context.exposeFunction('__piPlatform', piPlatformBridge(platform.url));
  await context.route(PI_SDK_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: piSdkStandInSource() }),
  );
  const page = await context.newPage();
  return { context, page, open: (route: string) => page.goto(`${server.baseUrl}/#/${route}`) };
}

async function settingOf(operator: string, key: string): Promise<Record<string, object>> {
  const all = await api('/api/admin/config/get', {}, operator);
  return ((all.data as Array<{ key: string; value: unknown }>).find((x) => x.key === key)?.value ?? {}) as Record<string, object>;
}

async function expectAxeClean(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test('continues with Pi, deposits 5 PI with the Pi wallet, and sees the balance and the deposit passed', async () => {
  const operator = await operatorToken();
  await setSetting(operator, 'pi_signup_without_invite', true);
  const pioneer = { uid: `uid-e2e-${Date.now().toString(36)}`, username: 'PiPioneer' };
  const s = await piBrowserSession(pioneer);
  try {
    // 1. Login: the SDK stand-in loaded from the SDK's address, "Continue with Pi" offered.
    await s.open('user/login');
    await expect(byTestId(s.page, 'pi-continue')).toBeEnabled({ timeout: 15_000 });
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/1-login-continue-with-pi');

    await tick(s.page, 'login-agree');
    await tick(s.page, 'login-privacy');
    await byTestId(s.page, 'pi-continue').click();
    await waitForRoute(s.page, AT_ME, 15_000);
    const token = await storedToken(s.page);
    expect(token).not.toBe('');
    // The server asked the Platform API who the token belongs to; the member is named after the Pi username.
    expect(platform.calls.filter((c) => c.kind === 'me')).toHaveLength(1);
    const me = await api('/api/user/getuserinfo', {}, token);
    expect(me.data.userinfo.username).toBe('pipioneer');
    await screenshot(s.page, 'pi/2-signed-in-with-pi');
    const before = Number(await availableOf(token, 'PI'));

    // 2. Recharge: "Pay with Pi" for 5 PI, confirmed before the wallet opens.
    await s.open('page/wallet/recharge');
    await expect(byTestId(s.page, 'pi-pay-submit')).toBeEnabled({ timeout: 15_000 });
    await fillInput(s.page, 'pi-pay-amount', '5');
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/3-pay-with-pi');
    await byTestId(s.page, 'pi-pay-submit').click();
    await expect(s.page.getByRole('dialog')).toContainText('Deposit 5 PI from your Pi wallet?');
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/4-confirm-5-pi');
    await confirmDialog(s.page);

    // 3. Approved, signed in the (stand-in) wallet, completed at the Platform API, credited.
    const phase = byTestId(s.page, 'pi-pay-phase');
    await expect(phase).toHaveAttribute('data-step', 'done', { timeout: 30_000 });
    await expect(phase).toContainText('5 PI has been credited to your wallet.');
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/5-deposit-credited');
    const [payment] = [...new Set(platform.calls.filter((c) => c.kind === 'approve').map((c) => c.path))];
    const identifier = payment!.split('/')[3]!;
    expect(platform.payment(identifier)?.status).toMatchObject({ developer_approved: true, developer_completed: true });
    expect(platform.payment(identifier)?.amount).toBe(5);
    expect(Number(await availableOf(token, 'PI'))).toBe(before + 5);

    // 4. The wallet shows the balance, My deposits the deposit as passed.
    await s.open('page/wallet/wallet');
    await expect(byTestId(s.page, 'wallet-available-PI')).toContainText(String(before + 5), { timeout: 10_000 });
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/6-wallet-balance');

    await s.open('page/wallet/deposits');
    const card = s.page.locator('[data-testid^="deposit-"]', { hasText: 'PI_WALLET' }).first();
    await expect(card).toContainText('5 PI · PI_WALLET', { timeout: 10_000 });
    await expect(card.locator('[data-testid^="deposit-status-"]')).toHaveText('Passed');
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/7-deposit-passed');
  } finally {
    await s.context.close();
  }
});

test('the console lists a Pi payment the Platform API did not complete, and its retry credits it once', async () => {
  const operator = await operatorToken();
  await setSetting(operator, 'pi_signup_without_invite', true);
  const pioneer = platform.addUser({ username: 'PiRetry' });
  const signedIn = await api('/api/user/pilogin', { accessToken: pioneer.accessToken });
  expect(signedIn.code, signedIn.msg).toBe(1);
  const token = signedIn.data.userinfo.token as string;
  const before = Number(await availableOf(token, 'PI'));

  // The member paid 3 PI; the Platform API keeps failing the completion, so the payment stays `completing`.
  const { identifier } = platform.createPayment({ uid: pioneer.uid, amount: 3 });
  expect((await api('/api/pi/approve', { paymentId: identifier }, token)).code).toBe(1);
  const txid = platform.submitTransaction(identifier);
  platform.failNext('complete', { status: 500, times: 1000 });
  const failed = await api('/api/pi/complete', { paymentId: identifier, txid }, token);
  expect(failed.status).toBe(503);

  const desk = await openConsole();
  try {
    await desk.page.goto(`${server.baseUrl}/admin/#/pi`);
    const row = desk.page.locator('tr', { hasText: identifier });
    await expect(row).toContainText('Completing', { timeout: 15_000 });
    await expect(row).toContainText('3 PI');
    expect(await seriousViolations(desk.page)).toEqual([]);
    await screenshot(desk.page, 'pi/8-console-pi-payments');

    platform.recover();
    await desk.page.getByTestId(`pi-retry-${identifier}`).click();
    await expect(desk.page.getByText(`Payment ${identifier} completed and credited`)).toBeVisible({ timeout: 10_000 });
    await expect(row).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await desk.close();
  }
  expect(Number(await availableOf(token, 'PI'))).toBe(before + 3);
  expect(platform.payment(identifier)?.status.developer_completed).toBe(true);
});

test("withdraws PI to the pioneer's Pi wallet with no bound address, paid by the server through the Platform", async () => {
  const operator = await operatorToken();
  await setSetting(operator, 'pi_signup_without_invite', true);
  const addresses = await settingOf(operator, 'wallet_deposit_addresses');
  await setSetting(operator, 'wallet_deposit_addresses', { ...addresses, PI: { ...addresses.PI, PI: appWallet.publicKey } });
  await setSetting(operator, 'chain_networks', {
    ...(await settingOf(operator, 'chain_networks')),
    PI: { kind: 'memo', confirmations: 1, horizon_url: horizon.url, network_passphrase: horizon.passphrase },
  });
  const pioneer = platform.addUser({ username: 'PiPayee' });
  const piWallet = await horizon.fund('1');
  platform.setWalletAddress(pioneer.uid, piWallet.publicKey);
  const s = await piBrowserSession(pioneer);
  try {
    await s.open('user/login');
    await expect(byTestId(s.page, 'pi-continue')).toBeEnabled({ timeout: 15_000 });
    await tick(s.page, 'login-agree');
    await tick(s.page, 'login-privacy');
    await byTestId(s.page, 'pi-continue').click();
    await waitForRoute(s.page, AT_ME, 15_000);
    const token = await storedToken(s.page);
    const id = (await api('/api/user/getuserinfo', {}, token)).data.userinfo.id as number;
    const submitted = await api(
      '/api/user/submitid',
      { level: 'basic', id_type: 'passport', name: 'Pi Payee', id_number: `E2EPI${Date.now()}` },
      token,
    );
    expect(submitted.code, submitted.msg).toBe(1);
    const verify = await api('/api/admin/review/list', { kind: 'verify', status: 'pending', page: 1, limit: 100 }, operator);
    const pending = (verify.data.data as Array<{ id: number; user_id: number }>).find((i) => i.user_id === id)!;
    expect((await api('/api/admin/review/decide', { kind: 'verify', id: pending.id, action: 'pass' }, operator)).code).toBe(1);
    await fund(operator, { id, token } as Member, { PI: '50' }, '246810');

    // The withdraw page: no address picker, the Pi wallet line instead; the request carries no address.
    await s.open('page/wallet/withdraw');
    await byTestId(s.page, 'withdraw-coin').getByText('PI', { exact: true }).click();
    await byTestId(s.page, 'withdraw-chain').getByText('PI', { exact: true }).click();
    await expect(byTestId(s.page, 'withdraw-pi-wallet')).toContainText('Paid to your Pi wallet (Pi Network app)', {
      timeout: 10_000,
    });
    await expect(byTestId(s.page, 'bound-address')).toHaveCount(0);
    await fillInput(s.page, 'withdraw-amount', '10');
    await fillInput(s.page, 'withdraw-paypassword', '246810');
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/9-withdraw-to-pi-wallet');
    const sent = s.page.waitForRequest((r) => r.url().endsWith('/api/user/tx'));
    await byTestId(s.page, 'withdraw-submit').click();
    await expect(s.page.getByRole('dialog')).toContainText('at your Pi wallet (Pi Network app)');
    await confirmDialog(s.page);
    expect(JSON.parse((await sent).postData() ?? '{}')).not.toHaveProperty('address');
    await waitForRoute(s.page, /^page\/wallet\/withdrawals$/);

    // The operator passes it; the server's payout job pays the Pi wallet the Platform names, once.
    const queue = await api('/api/admin/review/list', { kind: 'withdraw', status: 'pending', page: 1, limit: 100 }, operator);
    const item = (queue.data.data as Array<{ id: number; user_id: number; detail: object }>).find((i) => i.user_id === id)!;
    expect(item.detail).toMatchObject({ destination: 'pi_wallet', address: '', chain: 'PI' });
    expect((await api('/api/admin/review/decide', { kind: 'withdraw', id: item.id, action: 'pass' }, operator)).code).toBe(1);
    // The pass shows at once; the payout job takes it up on its next pass (every few seconds), so the member's list
    // is read again once the server says the payout went.
    const payoutOf = async () =>
      ((await api('/api/user/withdrawals', { page: 1 }, token)).data.data as Array<{ id: number; payout_state?: string }>).find(
        (w) => w.id === item.id,
      )?.payout_state;
    await expect.poll(payoutOf, { timeout: 60_000, intervals: [1000] }).toBe('paid');
    await s.page.reload();
    const card = byTestId(s.page, `withdrawal-${item.id}`);
    await expect(card).toContainText('Paid', { timeout: 30_000 });
    await expect(byTestId(s.page, `withdrawal-to-${item.id}`)).toHaveText('To your Pi wallet (Pi Network app)');
    await expect(byTestId(s.page, `withdrawal-payout-${item.id}`)).toHaveText('Automatic payout: sent');
    await expectAxeClean(s.page);
    await screenshot(s.page, 'pi/10-withdrawal-paid-to-pi-wallet');
    const creates = platform.calls.filter((c) => c.kind === 'create');
    expect(creates).toHaveLength(1);
    const received = (await api('/api/user/withdrawals', { page: 1 }, token)).data.data[0].received as string;
    expect(Number(horizon.balance(piWallet.publicKey))).toBeCloseTo(1 + Number(received), 7);
  } finally {
    await s.context.close();
  }
});
