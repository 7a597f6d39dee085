/**
 * Security headers (docs/reliability.md: a CSP the apps actually run under): the member app's home (map) and
 * community tab, signed in, and the operator console after signing in, load under the server's
 * Content-Security-Policy without a single violation — reported by the browser as a
 * `securitypolicyviolation` event or a "Refused to …" console message.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/server.ts';
import { api, newMember } from '../support/api.ts';
import { browser, newSession } from '../support/browser.ts';
import { ADMIN } from '../support/server.ts';
import { latestCode, mailCount } from '../support/mail.ts';
import { logInThroughUi, LOGIN_ROUTE, storedToken } from '../support/ui.ts';

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

test('serves the member app with the policy, and home and community run without a violation', async () => {
  const head = await fetch(`${baseUrl()}/`);
  expect(head.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(head.headers.get('x-frame-options')).toBe('DENY');

  const member = newMember('csp');
  const before = mailCount(member.email);
  expect((await api('/api/ems/send', { email: member.email, event: 'register' })).code).toBe(1);
  const code = await latestCode(member.email, { after: before });
  expect((await api('/api/user/register', { ...member, code, invite_code: 'DEMO8888' })).code).toBe(1);

  const s = await newSession();
  try {
    const violations = await watchViolations(s.page);
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, member.username, member.password);
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
    await s.open('pages/home_index/home_map');
    await s.page.locator('.leaflet-container').first().waitFor({ timeout: 15_000 });
    await s.open('pages/community/society/society');
    await s.page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  } finally {
    await s.close();
  }
});

test('runs the operator console without a violation', async () => {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.getByText('Review queue').first().waitFor();
    await page.goto(`${baseUrl()}/admin/#/review`);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  } finally {
    await context.close();
  }
});
