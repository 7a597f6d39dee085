/**
 * Community (docs/product.md §2 community/*; the chat half is chat.e2e.ts): two members in two browsers. One publishes a post with a picture
 * (upload progress, then the post on the feed); the other sees it on the Discover tab, likes it, comments
 * and follows the author; the first sees the like, the comment and the new fan. With SCREENSHOT_DIR set,
 * the feed, publish, article and fans screens are saved there at 375×812 (docs/screenshots).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api } from '../support/api.ts';
import { browser } from '../support/browser.ts';
import { ADMIN } from '../support/server.ts';
import { gradientPng, registered, type Member } from '../support/members.ts';
import { byTestId, fillInput, screenshot, shownToasts, signedInSession, waitForRoute } from '../support/ui.ts';

const shot = (page: Page, name: string) => screenshot(page, `web-community-${name}`, 700);

const signedIn = (member: Member) => signedInSession(member.username, member.password);

test('publishes a post with a picture that another member likes and comments on', async () => {
  const [author, reader] = [await registered('cma'), await registered('cmb')];
  const text = `Fresh bread for PI today ${Date.now().toString(36)}`;
  const a = await signedIn(author);
  const b = await signedIn(reader);
  try {
    // The author publishes with a picture; the upload shows its progress, then the picture is ready.
    await a.open('community/publics/publics');
    await byTestId(a.page, 'publish-submit').click();
    await expect.poll(() => byTestId(a.page, 'publish-error').innerText()).toBe('Please write something before posting');
    await fillInput(a.page, 'publish-title', 'Bakery');
    await a.page.locator('[data-testid="publish-content"] textarea:not([readonly])').fill(text);
    await byTestId(a.page, 'image-picker-input').setInputFiles({
      name: 'bread.png',
      mimeType: 'image/png',
      buffer: gradientPng([230, 150, 60], 240),
    });
    await byTestId(a.page, 'picked-done').waitFor({ timeout: 15_000 });
    await shot(a.page, 'publish');
    await byTestId(a.page, 'publish-submit').click();
    await waitForRoute(a.page, /^pages\/community\/society\/society$/);

    // The reader finds it on Discover, with the picture, and opens it.
    await b.open('pages/community/society/society?tab=find');
    await b.page.locator('[data-testid="community-search"] input').fill(text.split(' ').pop()!);
    await b.page.keyboard.press('Enter');
    await expect.poll(() => byTestId(b.page, 'feed-search').innerText(), { timeout: 10_000 }).toContain(text);
    await b.open('pages/community/society/society?tab=find');
    const card = b.page.locator('article.post-card', { hasText: text });
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.locator('.image-grid-cell img').count()).toBe(1);
    await shot(b.page, 'feed');
    await card.locator('.post-text').click();
    await waitForRoute(b.page, /^community\/adtidetail\/adtidetail$/);
    const id = Number(new URL(b.page.url().replace('#/', '')).searchParams.get('id'));
    expect(id).toBeGreaterThan(0);

    // Like, comment and follow the author.
    await byTestId(b.page, `like-${id}`).click();
    await expect.poll(() => byTestId(b.page, `likes-${id}`).innerText()).toBe('1');
    await fillInput(b.page, 'comment-input', 'Saving one for me!');
    await byTestId(b.page, 'comment-send').click();
    await expect.poll(() => byTestId(b.page, 'comments').innerText(), { timeout: 10_000 }).toContain('Saving one for me!');
    await byTestId(b.page, `follow-${author.id}`).click();
    await expect.poll(() => byTestId(b.page, `follow-${author.id}`).innerText()).toBe('Following');
    await shot(b.page, 'article');
    // Headless Chromium has no share sheet here: the link is copied and a toast says so.
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await byTestId(b.page, 'article-share').click();
    await expect.poll(() => shownToasts(b.page)).toContain('Link copied');

    // A demo thread with a reply, as a member reads it.
    const found = await fetch(`${baseUrl()}/api/article/search?keyword=Lagos%20meetup`).then((r) => r.json());
    const demoId = found.data.data[0].id as number;
    await b.open(`community/adtidetail/adtidetail?id=${demoId}`);
    await expect.poll(() => byTestId(b.page, 'comments').innerText(), { timeout: 10_000 }).toContain('See you there');
    await shot(b.page, 'thread');

    // The author sees the like and the comment on the post, and the reader among the fans.
    await a.open(`community/adtidetail/adtidetail?id=${id}`);
    await expect.poll(() => byTestId(a.page, `likes-${id}`).innerText(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => byTestId(a.page, 'comments').innerText()).toContain('Saving one for me!');
    await a.open('my/fans');
    const fan = byTestId(a.page, `member-${reader.id}`);
    await fan.waitFor({ timeout: 10_000 });
    expect(await byTestId(a.page, `follow-${reader.id}`).innerText()).toBe('Follow back');
    await shot(a.page, 'fans');
  } finally {
    await a.close();
    await b.close();
  }
});

test('hides a post from the console with a reason, and members no longer see it', async () => {
  const author = await registered('cmc');
  const text = `Buy followers cheap ${Date.now().toString(36)}`;
  const posted = await api('/api/article/post', { content: text }, author.token);
  expect(posted.code, posted.msg).toBe(1);
  const id = posted.data.id as number;

  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.getByText('Community').first().waitFor();
    await page.goto(`${baseUrl()}/admin/#/community`);
    await page.getByTestId(`hide-article-${id}`).click();
    await page.locator('.ant-modal textarea').fill('Spam');
    await page.locator('.ant-modal').getByRole('button', { name: 'Hide' }).click();
    await page.locator('tr', { hasText: text }).getByText('Hidden: Spam').waitFor({ timeout: 10_000 });
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: path.join(dir, 'admin-community.png') });
  } finally {
    await context.close();
  }

  const s = await signedIn(author);
  try {
    await s.open(`community/adtidetail/adtidetail?id=${id}`);
    await byTestId(s.page, 'article-gone').waitFor({ timeout: 10_000 });
    await s.open('pages/community/society/society?tab=find');
    await byTestId(s.page, 'feed-find').waitFor();
    expect(await byTestId(s.page, 'feed-find').innerText()).not.toContain(text);
  } finally {
    await s.close();
  }
});
