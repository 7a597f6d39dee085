/**
 * A buyer's notice opens its object (docs/api.md "Notifications"): an operator decides the buyer's dispute with
 * a reason; the buyer's "dispute decided" notice says how much was refunded and why, in the buyer's language,
 * and tapping it opens the order itself — its decision, photos and timeline — not a list. In English and in
 * Vietnamese (a Latin script: this machine's Chromium has no CJK font) at 375×812; with SCREENSHOT_DIR set, saved as notice-opens-order-<locale>.png.
 */
import { api } from '../support/api.ts';
import { seriousViolations, settle } from '../support/axe.ts';
import { newSession } from '../support/browser.ts';
import { operatorToken } from '../support/members.ts';
import { disputedOrder } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';
import { byTestId, LOGIN_ROUTE, logInThroughUi, screenshot, storedToken, waitForRoute } from '../support/ui.ts';

const PAY = '246810';
const REASON = 'The photos show a crushed tin';

const SAYS = { en: '10 USDT refunded to the buyer', vi: '10 USDT đã hoàn lại cho người mua' } as const;

test('the dispute-decided notice says the outcome and the reason and opens the order, in two languages', async () => {
  test.setTimeout(180_000);
  const operator = await operatorToken();
  const order = await disputedOrder(operator, PAY);
  const decided = await api(
    '/api/admin/review/decide',
    { kind: 'dispute', id: order.id, action: 'refund', amount: '10', reason: REASON },
    operator,
  );
  expect(decided.code, decided.msg).toBe(1);

  for (const locale of ['en', 'vi'] as const) {
    const s = await newSession();
    try {
      await s.context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
      await s.open(LOGIN_ROUTE);
      await logInThroughUi(s.page, order.buyer.username, order.buyer.password);
      await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
      await s.open('my/notices');
      await byTestId(s.page, 'notices-tab-shop').click();
      const notice = s.page.locator('li[data-testid^="notice-"]').filter({ hasText: SAYS[locale] }).first();
      await expect(notice).toContainText(REASON, { timeout: 10_000 });
      await notice.locator('button').click();
      await waitForRoute(s.page, /^ordercenter\/timeline\/timeline$/);
      expect(new URL(s.page.url()).hash).toContain(`id=${order.id}`);
      await expect(byTestId(s.page, `order-decision-${order.id}`)).toContainText(REASON);
      await expect(byTestId(s.page, `order-dispute-images-${order.id}`)).toBeVisible();
      await expect(byTestId(s.page, 'timeline-amount-dispute_refunded')).toHaveText('10 USDT');
      await settle(s.page);
      expect(await seriousViolations(s.page)).toEqual([]);
      await screenshot(s.page, `notice-opens-order-${locale}`, 800);
    } finally {
      await s.close();
    }
  }
});
