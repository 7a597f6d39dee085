/**
 * The console's dispute and appeal desks as an operator meets them (docs/api.md "Delivery addresses and
 * after-sale" → disputes; "P2P with payment methods"): a shop dispute and a P2P appeal made through the API the
 * way members would, then each desk — its row with both statements, pictures and chat, and its decision dialog
 * with the reason field — has no critical or serious axe finding. The appeal desk's evidence is the order's own
 * chat: a message the pair exchanged before the order is not in it.
 */
import type { Page } from '@playwright/test';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { openConsole, openReviewQueue } from '../support/console.ts';
import { uploadPicture } from '../support/members.ts';
import { disputedOrder } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';
import { advancedTrader, operatorToken } from '../support/traders.ts';

const PAY = '246810';

async function ok<T = any>(path: string, body: unknown, token: string): Promise<T> {
  const res = await api<T>(path, body, token);
  expect(res.code, `${path}: ${res.msg}`).toBe(1);
  return res.data;
}

/** An offchain order the buyer marked paid and appealed; the pair also chatted before it opened. */
async function appealedOrder(operator: string): Promise<string> {
  // the appeal opens as soon as the order is paid (docs/api.md: the wait is an operator setting)
  await ok('/api/admin/config/set', { key: 'p2p_appeal_wait_minutes', value: 0 }, operator);
  const seller = await advancedTrader('cdsel', PAY, { PI: '20' }, operator);
  const buyer = await advancedTrader('cdbuy', PAY, {}, operator);
  await ok('/api/wanlshop/chat/send', { to_id: seller.id, type: 'text', content: 'Hello from last week' }, buyer.token);
  const method = await ok<{ id: number }>(
    '/api/ctoc/savepaymethod',
    { type: 'mobile', name: 'Sam Seller', account: '+2348031234567', bank: 'MTN MoMo', paypassword: PAY },
    seller.token,
  );
  const ad = await ok<{ id: number }>(
    '/api/ctoc/submitc2c',
    {
      type: 'sell',
      coin: 'PI',
      quantity: '10',
      price: '0.5',
      min_quantity: '1',
      settlement: 'offchain',
      pay_methods: [method.id],
      paypassword: PAY,
    },
    seller.token,
  );
  // Messages carry whole seconds: the order opens after the earlier message's second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const order = await ok<{ id: number; order_no: string }>(
    '/api/ctoc/buy',
    { ad_id: ad.id, quantity: '4', paypassword: PAY },
    buyer.token,
  );
  await ok(
    '/api/wanlshop/chat/send',
    { to_id: seller.id, type: 'text', content: 'Sent the MoMo', context: { type: 'p2p_order', id: order.id } },
    buyer.token,
  );
  await ok('/api/ctoc/paid', { id: order.id }, buyer.token);
  const { url } = await uploadPicture(buyer.token, [40, 120, 200]);
  await ok('/api/ctoc/appeal', { id: order.id, reason: 'I paid at 10:05, receipt attached', images: [url] }, buyer.token);
  return order.order_no;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  // antd's dialogs and dropdowns fade in: measured mid-fade, text reads as low contrast.
  await page.waitForTimeout(700);
  const found = await seriousViolations(page);
  expect(found.map((f) => `${where}: ${f.rule} at ${f.targets.join(' | ')}: ${f.summary}`)).toEqual([]);
}

test('the dispute and appeal desks and their decision dialogs have no critical or serious axe finding', async () => {
  test.setTimeout(240_000);
  const operator = await operatorToken();
  const disputeNo = (await disputedOrder(operator, PAY)).orderNo;
  const appealNo = await appealedOrder(operator);
  const desk = await openConsole();
  try {
    const { page } = desk;
    await openReviewQueue(page, 'Disputes');
    const dispute = page.locator('tr.ant-table-row').filter({ hasText: disputeNo });
    await expect(dispute.getByTestId('dispute-chat')).toContainText('Photos attached', { timeout: 20_000 });
    await expectAxeClean(page, 'dispute desk');
    await dispute.getByRole('button', { name: 'Refund in full' }).click();
    const refund = page.locator('.ant-modal:visible').filter({ hasText: 'Refund the whole 20 USDT' });
    await expect(refund.getByLabel('Reason for the decision (optional)')).toBeVisible();
    await expectAxeClean(page, 'dispute decision dialog');
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await refund.waitFor({ state: 'hidden' });

    await openReviewQueue(page, 'P2P appeals');
    const appeal = page.locator('tr.ant-table-row').filter({ hasText: appealNo });
    const chat = appeal.getByTestId('appeal-chat');
    await expect(chat).toContainText('Sent the MoMo', { timeout: 20_000 });
    await expect(chat).not.toContainText('Hello from last week');
    await expectAxeClean(page, 'appeal desk');
    await appeal.getByRole('button', { name: 'Release to buyer' }).click();
    const release = page.locator('.ant-modal:visible').filter({ hasText: appealNo });
    await expect(release.getByLabel('Reason for the decision (optional)')).toBeVisible();
    await expectAxeClean(page, 'appeal decision dialog');
  } finally {
    await desk.close();
  }
});
