/**
 * Chat (docs/product.md §4; the community half is community.e2e.ts): two members in two browsers chat both ways over the chat socket
 * (docs/product.md §4). The one not reading chat stays where they are (docs/product.md §4's switch to the Me tab is amended by
 * docs/api.md "Notifications"; typing while a message arrives is notices.e2e.ts) and gets an unread badge on
 * the Me tab and a banner; the messages list shows the unread count; opening the conversation reads it and
 * clears the badge; an empty message is refused (docs/product.md §8); an image goes with its upload. With SCREENSHOT_DIR set, the screens are
 * saved as web-chat-*.png at 375×812 (docs/screenshots).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { currentRoute, type Session } from '../support/browser.ts';
import { gradientPng, registered, type Member } from '../support/members.ts';
import { byTestId, fillInput, screenshot, shownToasts, signedInSession, waitForRoute } from '../support/ui.ts';

const shot = (page: Page, name: string) => screenshot(page, `web-chat-${name}`, 700);

/** Signed in through the login form; resolves once the chat socket has been bound (shake stored `chat`). */
async function signedIn(member: Member): Promise<Session> {
  const s = await signedInSession(member.username, member.password);
  await expect.poll(() => chatIdentity(s.page), { timeout: 10_000 }).toMatchObject({ user_id: member.id });
  return s;
}

function chatIdentity(page: Page): Promise<{ user_id: number; unread: number } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('chat') ?? 'null'));
}

const bubbles = (page: Page) => page.locator('[data-testid="chat-thread"] [data-testid^="chat-msg-"]');

test('two members chat both ways; the unread badge and the banner appear, the screen stays', async () => {
  const [ann, bob] = [await registered('cha'), await registered('chb')];
  const a = await signedIn(ann);
  const b = await signedIn(bob);
  try {
    // Bob is elsewhere in the app, on the Community tab, with nothing unread.
    await b.open('pages/community/society/society');
    await expect.poll(() => byTestId(b.page, 'tab-me-badge').count()).toBe(0);

    // Ann has no conversations yet, starts one from Bob's id, and cannot send an empty message.
    await a.open('my/chatlist');
    await byTestId(a.page, 'chat-list-empty').waitFor({ timeout: 10_000 });
    await shot(a.page, 'list-empty');
    await fillInput(a.page, 'chat-start-input', String(bob.id));
    await byTestId(a.page, 'chat-start-find').click();
    await byTestId(a.page, 'chat-start-open').click({ timeout: 10_000 });
    await waitForRoute(a.page, /^my\/chat$/);
    await byTestId(a.page, 'chat-thread').waitFor({ timeout: 10_000 });
    await fillInput(a.page, 'chat-input', '   ');
    await byTestId(a.page, 'chat-send').click();
    await expect.poll(() => shownToasts(a.page)).toContain('Cannot send an empty message');
    expect(await bubbles(a.page).count()).toBe(0);

    await fillInput(a.page, 'chat-input', 'Hi Bob, is the bakery open today?');
    await byTestId(a.page, 'chat-send').click();
    await expect.poll(() => bubbles(a.page).count(), { timeout: 10_000 }).toBe(1);

    // Bob stays on the Community tab; the Me tab shows the unread badge and a banner shows the message.
    await expect.poll(() => byTestId(b.page, 'tab-me-badge').innerText(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => byTestId(b.page, 'incoming-banner').innerText(), { timeout: 10_000 }).toContain('bakery');
    expect(currentRoute(b.page)).toBe('pages/community/society/society');
    await shot(b.page, 'badge');
    await byTestId(b.page, 'tab-me').click();
    await waitForRoute(b.page, /^pages\/my\/my$/);

    // The messages list shows the conversation with its unread count; opening it reads it.
    await byTestId(b.page, 'me-entry-messages').click();
    await waitForRoute(b.page, /^my\/chatlist$/);
    const row = byTestId(b.page, `chat-row-${ann.id}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain('Hi Bob, is the bakery open today?');
    expect(await byTestId(b.page, `chat-unread-${ann.id}`).innerText()).toContain('1');
    await shot(b.page, 'list');
    await row.click();
    await waitForRoute(b.page, /^my\/chat$/);
    await expect.poll(() => bubbles(b.page).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => chatUnread(b.page), { timeout: 10_000 }).toBe(0);

    // Bob answers with text and a picture; Ann, reading the conversation, sees both arrive in place.
    await fillInput(b.page, 'chat-input', 'Yes! Fresh bread until 6 pm.');
    await byTestId(b.page, 'chat-send').click();
    await byTestId(b.page, 'chat-image-input').setInputFiles({
      name: 'bread.png',
      mimeType: 'image/png',
      buffer: gradientPng([230, 150, 60], 240),
    });
    await expect.poll(() => bubbles(b.page).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => bubbles(a.page).count(), { timeout: 10_000 }).toBe(3);
    expect(await bubbles(a.page).nth(1).innerText()).toBe('Yes! Fresh bread until 6 pm.');
    await expect.poll(() => bubbles(a.page).nth(2).locator('img').count()).toBe(1);
    expect(currentRoute(a.page)).toBe('my/chat');
    await shot(a.page, 'conversation');

    // And once more the other way, while Bob reads: no badge, no tab switch.
    await fillInput(a.page, 'chat-input', 'See you soon');
    await byTestId(a.page, 'chat-send').click();
    await expect.poll(() => bubbles(b.page).count(), { timeout: 10_000 }).toBe(4);
    expect(currentRoute(b.page)).toBe('my/chat');
    await shot(b.page, 'conversation-reply');
  } finally {
    await a.close();
    await b.close();
  }
});

function chatUnread(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const raw = localStorage.getItem('userinfo');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const res = await fetch('/api/wanlshop/chat/lists', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ page: 1 }),
    });
    return ((await res.json()) as { data: { unread: number } }).data.unread;
  });
}
