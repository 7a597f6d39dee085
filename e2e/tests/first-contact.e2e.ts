/**
 * First contact (docs/product.md §1 language, §9 constants): a newcomer's browser language picks the app's language
 * on the first visit (English for en-US, Vietnamese for vi-VN, Traditional Chinese — the spec's initial
 * value — for a language the app does not speak), a guest switches language from the login screen,
 * antd-mobile's own texts follow the language, and amounts read the same, without database zeros, on the
 * wallet, the P2P list and the goods page. With SCREENSHOTS=1 it saves Me, wallet, P2P list and goods in
 * en, vi and hi under docs/screenshots/first-contact/.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { newSession, type Session } from '../support/browser.ts';
import { fund, operatorToken, registered, uploadPicture, type Member } from '../support/members.ts';
import { merchant } from '../support/shop.ts';
import { advancedTrader } from '../support/traders.ts';
import { byTestId, confirmDialog, LOGIN_ROUTE, logInThroughUi, storedToken, waitForRoute } from '../support/ui.ts';

const PAY = '246810';
const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots/first-contact');

async function loginButtonText(page: Page): Promise<string> {
  const button = byTestId(page, 'login-submit');
  await button.waitFor({ state: 'visible', timeout: 15_000 });
  return (await button.innerText()).trim();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe('the first visit speaks the browser language', () => {
  for (const [locale, login, lang] of [
    ['en-US', 'Log in', 'en'],
    ['vi-VN', 'Đăng nhập', 'vi'],
    ['fr-FR', '登入', 'zh-Hant'],
  ] as const) {
    test(`a ${locale} browser opens the login screen with "${login}"`, async () => {
      const s = await newSession({ locale });
      try {
        await s.open(LOGIN_ROUTE);
        expect(await loginButtonText(s.page)).toBe(login);
        expect(await htmlLang(s.page)).toBe(lang);
      } finally {
        await s.close();
      }
    });
  }

  test('lets a guest switch the language from the login screen, and keeps the choice', async () => {
    const s = await newSession({ locale: 'fr-FR' });
    try {
      await s.open(LOGIN_ROUTE);
      expect(await loginButtonText(s.page)).toBe('登入');
      const toggle = byTestId(s.page, 'language-switch');
      expect(await toggle.innerText()).toContain('繁體中文');
      await toggle.click();
      await byTestId(s.page, 'lang-option-hi').click();
      await confirmDialog(s.page);
      await s.page.goBack();
      await waitForRoute(s.page, /^(pages\/)?user\/login$/);
      await expect.poll(() => loginButtonText(s.page), { timeout: 10_000 }).toBe('लॉगिन करें');
      expect(await byTestId(s.page, 'language-switch').innerText()).toContain('हिन्दी');
      await s.page.reload();
      expect(await loginButtonText(s.page)).toBe('लॉगिन करें');
    } finally {
      await s.close();
    }
  });

  for (const route of ['pages/my/my', 'user/register']) {
    test(`offers a guest the language page from ${route}`, async () => {
      const s = await newSession({ locale: 'en-US' });
      try {
        await s.open(route);
        const toggle = byTestId(s.page, 'language-switch');
        await toggle.waitFor({ timeout: 15_000 });
        expect(await toggle.innerText()).toContain('English');
        await toggle.click();
        await byTestId(s.page, 'lang-option-vi').waitFor({ timeout: 10_000 });
      } finally {
        await s.close();
      }
    });
  }

  for (const [locale, pulling] of [
    ['en-US', 'Scroll down to refresh'],
    ['vi-VN', 'Kéo xuống để làm mới'],
    ['hi-IN', 'रीफ़्रेश करने के लिए नीचे खींचें'],
  ] as const) {
    test(`antd-mobile's pull-to-refresh text follows a ${locale} browser: ${pulling}`, async () => {
      const s = await newSession({ locale });
      try {
        await s.open('pages/community/society/society');
        const head = s.page.locator('.adm-pull-to-refresh-head-content').first();
        await head.waitFor({ state: 'attached', timeout: 15_000 });
        await expect.poll(() => head.textContent()).toBe(pulling);
      } finally {
        await s.close();
      }
    });
  }
});

/** A member signed in through the login form, in `locale` chosen on the language page. */
async function memberSession(member: Member, language: string): Promise<Session> {
  const s = await newSession({ locale: 'en-US' });
  await s.context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await s.open(LOGIN_ROUTE);
  await logInThroughUi(s.page, member.username, member.password);
  await expect.poll(() => storedToken(s.page), { timeout: 15_000 }).not.toBe('');
  return s;
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe('amounts read the same on every screen', () => {
  let viewer: Member;
  let adId: number;
  let productId: number;

  test.beforeAll(async () => {
    const operator = await operatorToken();
    const seller = await advancedTrader('fcs', PAY, { PI: '200' }, operator);
    const ad = await api(
      '/api/ctoc/submitc2c',
      {
        type: 'sell',
        coin: 'PI',
        quantity: '80',
        price: '9.9',
        min_quantity: '1',
        paypassword: PAY,
        idempotency_key: `fc-${Date.now()}`,
      },
      seller.token,
    );
    expect(ad.code, ad.msg).toBe(1);
    adId = ad.data.id;

    const shop = await merchant(operator);
    const { url: image } = await uploadPicture(shop.token, [200, 140, 40]);
    const product = await api(
      '/api/product/addproduct',
      { name: 'Green tea', price: '1234.5', description: 'Hand-picked green tea, 250 g per tin.', images: [image], stock: 10 },
      shop.token,
    );
    expect(product.code, product.msg).toBe(1);
    productId = product.data.id;
    const passed = await api('/api/admin/review/decide', { kind: 'product', id: productId, action: 'pass' }, operator);
    expect(passed.code, passed.msg).toBe(1);

    viewer = await registered('fcv');
    await fund(operator, viewer, { PI: '12345.5', USDT: '2.08' }, PAY);
  });

  for (const [language, pi, usdt, price] of [
    ['en', '12,345.5', '2.08', '1,234.5'],
    ['vi', '12.345,5', '2,08', '1.234,5'],
    ['hi', '12,345.5', '2.08', '1,234.5'],
  ] as const) {
    test(`in ${language}: wallet ${pi} PI and ${usdt} USDT, the ad at 9.9 for 80 PI, goods at ${price} USDT`, async () => {
      const s = await memberSession(viewer, language);
      try {
        await s.open('pages/my/my');
        await byTestId(s.page, 'me-member').waitFor({ timeout: 15_000 });
        await shot(s.page, `me-${language}`);

        await s.open('page/wallet/wallet');
        await expect.poll(() => byTestId(s.page, 'wallet-available-PI').innerText(), { timeout: 15_000 }).toBe(pi);
        expect(await byTestId(s.page, 'wallet-available-USDT').innerText()).toBe(usdt);
        expect(await byTestId(s.page, 'wallet-balances').innerText()).not.toMatch(/\d\.\d*0{3,}\b/);
        await shot(s.page, `wallet-${language}`);

        // the wallet market in USDT (the trading tab opens on the language's currency otherwise)
        await s.open('page/business/business?fiat=USDT');
        const ad = byTestId(s.page, `p2p-ad-price-${adId}`);
        await ad.waitFor({ timeout: 15_000 });
        expect(await ad.innerText()).toMatch(language === 'vi' ? /^9,9\s*USDT$/ : /^9\.9\s*USDT$/);
        expect(await byTestId(s.page, `p2p-ad-remaining-${adId}`).innerText()).toMatch(/\b80 PI/);
        await shot(s.page, `p2p-${language}`);

        await s.open(`page/mapshop/goodsinfos?id=${productId}`);
        const shown = byTestId(s.page, 'goods-price');
        await shown.waitFor({ timeout: 15_000 });
        expect((await shown.innerText()).replace(/\s+/g, ' ')).toBe(`${price} USDT`);
        await shot(s.page, `goods-${language}`);
      } finally {
        await s.close();
      }
    });
  }
});
