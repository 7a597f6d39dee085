/**
 * A visit with no network (the member app's service worker: workbox's precache for the shell,
 * apps/web/public/data-sw.js for the last data of the tab screens): once the community tab was seen online
 * through the worker, the next visit offline paints that tab with the posts the member saw, and its tab bar.
 */
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api } from '../support/api.ts';
import { browser } from '../support/browser.ts';
import { registered } from '../support/members.ts';
import { byTestId } from '../support/ui.ts';

test('a visit with no network paints the community tab with the posts seen online before', async () => {
  const member = await registered('offline');
  const text = `Bread still warm ${Date.now().toString(36)}`;
  const posted = await api('/api/article/post', { content: text }, member.token);
  expect(posted.code, posted.msg).toBe(1);
  const info = await api('/api/user/getuserinfo', {}, member.token);
  expect(info.code, info.msg).toBe(1);
  const profile = JSON.stringify({ ...info.data.userinfo, token: member.token });

  const context = await (await browser()).newContext({ viewport: { width: 375, height: 812 } });
  try {
    await context.addInitScript((stored) => {
      localStorage.setItem('userinfo', stored);
      localStorage.setItem('lang', 'en');
    }, profile);
    const page = await context.newPage();
    const post = page.locator('article.post-card', { hasText: text });

    // Online: the first visit installs the worker, which takes the page over; the next one is answered
    // through it, and it keeps the feed that visit shows.
    await page.goto(`${baseUrl()}/#/pages/community/society/society`);
    await post.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.reload();
    await post.waitFor({ timeout: 30_000 });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept = await (await caches.open('tab-data-v1')).keys();
            return kept.some((request) => new URL(request.url).pathname === '/api/article/getlist');
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    // The next visit, with no network at all: the shell from the precache, the feed from the kept reply.
    await context.setOffline(true);
    await page.reload();
    await post.waitFor({ timeout: 20_000 });
    await expect(byTestId(page, 'tab-community')).toBeVisible();
    await expect(byTestId(page, 'community-search')).toBeVisible();
  } finally {
    await context.close();
  }
});
