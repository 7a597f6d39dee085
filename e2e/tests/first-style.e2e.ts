/**
 * The opened screen's stylesheet (apps/web/build/first-style.ts, src/first-style.ts): a first screen opened cold
 * fetches one stylesheet, its own, under the server's Content-Security-Policy, and is drawn styled; a screen opened
 * from it fetches only its own chunks' stylesheets, never one the first already held; any other route, and a guest
 * on a members' first screen, gets the whole app's in one file.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { currentRoute, newSession, type Session } from '../support/browser.ts';
import { registered } from '../support/members.ts';

/** The names of the stylesheets `page` fetches from now on. */
function watchStylesheets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return fetched;
}

/** The stylesheets the joined one in use holds, linked `disabled` so that no lazy chunk links them again. */
const heldByFirst = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')].map((link) =>
      link.getAttribute('href')!.split('/').pop()!,
    ),
  );

async function signedIn(session: Session): Promise<void> {
  const member = await registered('firststyle');
  const info = await api('/api/user/getuserinfo', {}, member.token);
  const profile = JSON.stringify({ ...info.data.userinfo, token: member.token });
  await session.context.addInitScript((stored) => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('userinfo', stored);
  }, profile);
}

test('a first screen fetches its own stylesheet alone, and the next screen only what it adds', async () => {
  const s = await newSession();
  try {
    await signedIn(s);
    const fetched = watchStylesheets(s.page);
    const refused: string[] = [];
    s.page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await s.open('pages/my/my');
    const tabBar = s.page.locator('.adm-tab-bar');
    await tabBar.waitFor();
    // The other tabs' chunks, fetched ahead once Me is shown, may bring stylesheets of their own after it.
    expect(fetched[0]).toMatch(/^first-my-[\w-]+\.css$/);
    expect(refused).toEqual([]);
    // Drawn with antd-mobile's styles, which come only from that stylesheet.
    expect(await tabBar.evaluate((bar) => getComputedStyle(bar.querySelector('.adm-tab-bar-wrap')!).display)).toBe('flex');

    const held = await heldByFirst(s.page);
    expect(held.length).toBeGreaterThan(1);
    await s.page.evaluate(() => {
      window.location.hash = '#/page/wallet/wallet';
    });
    await s.page.getByTestId('wallet-to-recharge').waitFor();
    expect(fetched.filter((name) => /^(first|app)-/.test(name))).toHaveLength(1);
    expect(fetched.filter((name) => held.includes(name))).toEqual([]);
    // The wallet's own stylesheet came with its chunk.
    expect(fetched.some((name) => name.startsWith('wallet-'))).toBe(true);
  } finally {
    await s.close();
  }
});

test("a guest on Me, a members' first screen, gets the whole app stylesheet in one file", async () => {
  const s = await newSession();
  try {
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const fetched = watchStylesheets(s.page);
    await s.open('pages/my/my');
    // Me shows a guest its sign-in entries and the language switch, not the member's screen the build joined for.
    await s.page.getByTestId('language-switch').waitFor();
    expect(currentRoute(s.page)).toBe('pages/my/my');
    expect(fetched).toEqual([expect.stringMatching(/^app-[\w-]+\.css$/)]);
  } finally {
    await s.close();
  }
});
