/**
 * Chat in context (docs/api.md "Chat in context"), two members in two browsers: a buyer taps "Message" on
 * goods, the goods card waits above the composer and goes with the first message, and both sides see it in
 * the conversation; a picture opens full-size. A member who blocked another stops their messages: the
 * blocked one sees the server's refusal on the message, kept with a retry that works once unblocked. With
 * SCREENSHOT_DIR set (docs/screenshots/chat), the screens are saved as chat-*.png at 375×812.
 */
import type { Page } from '@playwright/test';
import { api } from '../support/api.ts';
import { seriousViolations, settle } from '../support/axe.ts';
import type { Session } from '../support/browser.ts';
import { gradientPng, operatorToken, registered, uploadPicture, type Member } from '../support/members.ts';
import { merchant } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';
import { byTestId, confirmDialog, fillInput, screenshot, signedInSession, waitForRoute } from '../support/ui.ts';

const shot = (page: Page, name: string) => screenshot(page, `chat-${name}`, 700);
const bubbles = (page: Page) => page.locator('[data-testid="chat-thread"] [data-testid^="chat-msg-"]');

/** Signed in through the login form; resolves once the chat socket has been bound (shake stored `chat`). */
async function signedIn(member: Member): Promise<Session> {
  const s = await signedInSession(member.username, member.password);
  await expect
    .poll(() => s.page.evaluate(() => JSON.parse(localStorage.getItem('chat') ?? 'null')), { timeout: 10_000 })
    .toMatchObject({ user_id: member.id });
  return s;
}

/** Listed goods of a new merchant, passed by the operator. */
async function listedGoods(name: string): Promise<{ seller: Member; productId: number }> {
  const operator = await operatorToken();
  const seller = await merchant(operator);
  const { url: image } = await uploadPicture(seller.token, [60, 160, 90]);
  const product = await api(
    '/api/product/addproduct',
    { name, price: '12.5', description: 'Hand-picked green tea, 250 g per tin.', images: [image], stock: 10 },
    seller.token,
  );
  expect(product.code, product.msg).toBe(1);
  const passed = await api('/api/admin/review/decide', { kind: 'product', id: product.data.id, action: 'pass' }, operator);
  expect(passed.code, passed.msg).toBe(1);
  return { seller, productId: product.data.id as number };
}

test('a chat started from goods shows the goods card to both members', async () => {
  test.setTimeout(150_000);
  const name = `Green tea ${Date.now().toString(36)}`;
  const { seller, productId } = await listedGoods(name);
  const buyer = await registered('ctx');
  const customer = await signedIn(buyer);
  const shop = await signedIn(seller);
  try {
    await customer.open(`page/mapshop/goodsinfos?id=${productId}`);
    await byTestId(customer.page, 'goods-message').click({ timeout: 15_000 });
    await waitForRoute(customer.page, /^my\/chat$/);
    const waiting = byTestId(customer.page, 'chat-pending-card');
    await expect(waiting).toContainText(name, { timeout: 10_000 });
    await expect(waiting).toContainText('12.5 USDT');
    await shot(customer.page, 'pending-card');

    await fillInput(customer.page, 'chat-input', 'Is this year’s harvest?');
    await byTestId(customer.page, 'chat-send').click();
    await expect(bubbles(customer.page)).toHaveCount(1, { timeout: 10_000 });
    await expect(customer.page.locator('[data-testid^="chat-context-"]')).toContainText(name);
    await expect(waiting).toHaveCount(0);
    await shot(customer.page, 'goods-card-buyer');
    // The conversation with its card, bubbles, read state and icon buttons is axe-clean.
    await settle(customer.page);
    expect(await seriousViolations(customer.page)).toEqual([]);

    // The merchant opens the conversation from the messages list and sees the same card.
    await shop.open('my/chatlist');
    await byTestId(shop.page, `chat-row-${buyer.id}`).click({ timeout: 10_000 });
    await waitForRoute(shop.page, /^my\/chat$/);
    await expect(shop.page.locator('[data-testid^="chat-context-"]')).toContainText(name, { timeout: 10_000 });
    await expect(bubbles(shop.page).first()).toContainText('Is this year’s harvest?');

    // The merchant answers with a picture; the buyer sees it arrive and opens it full-size.
    await byTestId(shop.page, 'chat-image-input').setInputFiles({
      name: 'tin.png',
      mimeType: 'image/png',
      buffer: gradientPng([60, 160, 90], 240),
    });
    await expect(bubbles(shop.page)).toHaveCount(2, { timeout: 15_000 });
    await shot(shop.page, 'goods-card-merchant');
    await expect(bubbles(customer.page)).toHaveCount(2, { timeout: 10_000 });
    await bubbles(customer.page).nth(1).locator('button').click();
    await expect(customer.page.locator('.adm-image-viewer-content')).toBeVisible();
    await shot(customer.page, 'image-viewer');
  } finally {
    await customer.close();
    await shop.close();
  }
});

test('a blocked member cannot message, sees why, and the kept message goes once unblocked', async () => {
  test.setTimeout(120_000);
  const [ann, bob] = [await registered('cbl'), await registered('cbm')];
  const a = await signedIn(ann);
  const b = await signedIn(bob);
  try {
    // Ann blocks Bob from the conversation's menu, after confirming.
    await a.open(`my/chat?to_id=${bob.id}`);
    await byTestId(a.page, 'chat-thread').waitFor({ timeout: 10_000 });
    await byTestId(a.page, 'chat-menu').click();
    await byTestId(a.page, 'chat-block').click();
    await shot(a.page, 'block-confirm');
    await confirmDialog(a.page);
    await byTestId(a.page, 'chat-blocked-notice').waitFor({ timeout: 10_000 });
    await shot(a.page, 'blocked');

    // Bob's message is refused with the server's words and stays, with a retry.
    await b.open(`my/chat?to_id=${ann.id}`);
    await byTestId(b.page, 'chat-thread').waitFor({ timeout: 10_000 });
    await fillInput(b.page, 'chat-input', 'Why did you cancel?');
    await byTestId(b.page, 'chat-send').click();
    const failure = byTestId(b.page, 'chat-failure');
    await expect(failure).toContainText('Not sent:', { timeout: 10_000 });
    await expect(b.page.locator('[data-state="failed"]')).toContainText('Why did you cancel?');
    await expect(bubbles(b.page)).toHaveCount(0);
    await shot(b.page, 'refused');

    // Once Ann unblocks him, the same message goes on retry and reaches her.
    await byTestId(a.page, 'chat-menu').click();
    await byTestId(a.page, 'chat-block').click();
    await confirmDialog(a.page);
    await expect(byTestId(a.page, 'chat-blocked-notice')).toHaveCount(0, { timeout: 10_000 });
    await byTestId(b.page, 'chat-retry').click();
    await expect(bubbles(b.page)).toHaveCount(1, { timeout: 10_000 });
    await expect(bubbles(a.page)).toHaveCount(1, { timeout: 10_000 });
    await expect(bubbles(a.page).first()).toContainText('Why did you cancel?');
  } finally {
    await a.close();
    await b.close();
  }
});
