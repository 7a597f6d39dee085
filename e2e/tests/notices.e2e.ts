/**
 * Notices and incoming chat in the member app (docs/api.md "Notifications", docs/architecture.md "Notices in
 * the member app"). A member typing a post while someone messages them keeps their text and their screen; the
 * Me tab counts the message and a banner shows it, and the banner opens the conversation. Events notify for
 * real — an operator passes the member's deposit in the console API, another member follows them — and the
 * bell counts them live, the notice centre lists them by group, and the count falls as they are read. With
 * SCREENSHOT_DIR set, the banner and the centre are saved under notices/ at 375×812 (docs/screenshots).
 */
import type { Page } from '@playwright/test';
import { api } from '../support/api.ts';
import { currentRoute, type Session } from '../support/browser.ts';
import { operatorToken, registered, type Member } from '../support/members.ts';
import { expect, test } from '../support/test.ts';
import { byTestId, screenshot, signedInSession, waitForRoute } from '../support/ui.ts';

const shot = (page: Page, name: string) => screenshot(page, `notices/${name}`, 700);

/** Signed in through the login form; resolves once the chat socket has been bound (shake stored `chat`). */
async function signedIn(member: Member): Promise<Session> {
  const s = await signedInSession(member.username, member.password);
  await expect
    .poll(() => s.page.evaluate(() => JSON.parse(localStorage.getItem('chat') ?? 'null')?.user_id), { timeout: 10_000 })
    .toBe(member.id);
  return s;
}

async function say(from: Member, to: Member, content: string): Promise<void> {
  const sent = await api('/api/wanlshop/chat/send', { to_id: to.id, type: 'text', content }, from.token);
  expect(sent.code, sent.msg).toBe(1);
}

const bellCount = (page: Page) => byTestId(page, 'notice-bell').locator('.adm-badge-content').innerText();

test('a message while typing a post: the text and the screen stay, the badge and a banner appear, the banner opens the chat', async () => {
  const [ann, bob] = [await registered('nta'), await registered('ntb')];
  const b = await signedIn(bob);
  try {
    await b.open('community/publics/publics');
    const title = byTestId(b.page, 'publish-title').locator('input');
    const content = b.page.locator('textarea#publish-content');
    await title.fill('Market day');
    await content.fill('The stalls open at eight and');
    await content.focus();

    await say(ann, bob, 'Are you coming to the market?');
    const banner = byTestId(b.page, 'incoming-banner');
    await expect(banner).toContainText('Are you coming to the market?', { timeout: 10_000 });
    await expect(banner).toContainText(ann.username);
    await shot(b.page, 'banner-chat');
    // Nothing moved: same screen, same text, the caret still in the post, and typing goes on.
    expect(currentRoute(b.page)).toBe('community/publics/publics');
    await expect(content).toBeFocused();
    await b.page.keyboard.type(' close at noon.');
    await expect(content).toHaveValue('The stalls open at eight and close at noon.');
    await expect(title).toHaveValue('Market day');
    await expect(banner).toBeHidden({ timeout: 10_000 });

    // On a tab screen the Me tab counts both messages; the next banner opens the conversation.
    await byTestId(b.page, 'nav-back').click();
    await say(ann, bob, 'I will wait at the bakery.');
    await expect.poll(() => byTestId(b.page, 'tab-me-badge').innerText(), { timeout: 10_000 }).toBe('2');
    await byTestId(b.page, 'incoming-banner-open').click();
    await waitForRoute(b.page, /^my\/chat$/);
    expect(new URL(b.page.url()).hash).toContain(`to_id=${ann.id}`);
  } finally {
    await b.close();
  }
});

test('notices from real events: the bell counts them live, the centre files them, reading lowers the count', async () => {
  const [fan, bob] = [await registered('ntf'), await registered('ntn')];
  const b = await signedIn(bob);
  try {
    await b.open('pages/community/society/society');
    await byTestId(b.page, 'notice-bell').waitFor();
    expect(await byTestId(b.page, 'notice-bell').locator('.adm-badge-content').count()).toBe(0);

    // The operator passes Bob's deposit through the console API; another member follows Bob.
    const hash = Date.now().toString(16).padStart(64, 'd');
    const deposit = await api('/api/user/recharge', { coin: 'USDT', chain: 'TRC20', amount: '12', hash }, bob.token);
    expect(deposit.code, deposit.msg).toBe(1);
    const operator = await operatorToken();
    const queue = await api('/api/admin/review/list', { kind: 'deposit', status: 'pending', page: 1, limit: 100 }, operator);
    const item = (queue.data.data as Array<{ id: number; user_id: number }>).find((i) => i.user_id === bob.id)!;
    const decided = await api('/api/admin/review/decide', { kind: 'deposit', id: item.id, action: 'pass' }, operator);
    expect(decided.code, decided.msg).toBe(1);
    await expect.poll(() => bellCount(b.page), { timeout: 10_000 }).toBe('1');
    await expect(byTestId(b.page, 'incoming-banner')).toContainText('Deposit');
    await shot(b.page, 'banner-notice');
    const follow = await api('/api/article/attentioncreate', { user_id: bob.id }, fan.token);
    expect(follow.code, follow.msg).toBe(1);
    await expect.poll(() => bellCount(b.page), { timeout: 10_000 }).toBe('2');
    await expect(byTestId(b.page, 'incoming-banner')).toBeHidden({ timeout: 10_000 });
    await shot(b.page, 'bell');
    await byTestId(b.page, 'tab-home').click();
    await expect.poll(() => bellCount(b.page), { timeout: 10_000 }).toBe('2');
    await shot(b.page, 'bell-map');

    // The centre lists both, unread; the wallet tab only the deposit.
    await byTestId(b.page, 'notice-bell').click();
    await waitForRoute(b.page, /^my\/notices$/);
    const all = byTestId(b.page, 'notices-all');
    await expect(all.locator('li')).toHaveCount(2, { timeout: 10_000 });
    await expect(all.getByTestId('notice-unread-dot')).toHaveCount(2);
    await shot(b.page, 'centre');
    await byTestId(b.page, 'notices-tab-wallet').click();
    const wallet = byTestId(b.page, 'notices-wallet');
    await expect(wallet.locator('li')).toHaveCount(1, { timeout: 10_000 });

    // Opening the deposit notice reads it and goes to its link; back on a tab the bell says 1.
    await wallet.locator('li button').first().click();
    await expect.poll(() => currentRoute(b.page), { timeout: 10_000 }).not.toBe('my/notices');
    await b.open('pages/community/society/society');
    await expect.poll(() => bellCount(b.page), { timeout: 10_000 }).toBe('1');

    // "Read all" clears the rest: no marks, no count.
    await byTestId(b.page, 'notice-bell').click();
    await byTestId(b.page, 'notices-read-all').click();
    await expect(byTestId(b.page, 'notices-all').getByTestId('notice-unread-dot')).toHaveCount(0, { timeout: 10_000 });
    await expect(byTestId(b.page, 'notices-read-all')).toBeDisabled();
    await byTestId(b.page, 'nav-back').click();
    await byTestId(b.page, 'notice-bell').waitFor();
    await expect.poll(() => byTestId(b.page, 'notice-bell').locator('.adm-badge-content').count()).toBe(0);
  } finally {
    await b.close();
  }
});
