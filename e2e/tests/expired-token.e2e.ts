/**
 * Issue 3 "Must show" / spec §8: when the server no longer accepts the stored token (here revoked from
 * another client with /api/user/logout), the next request shows the "login expired" toast, clears the
 * profile and returns the member to the login page after about a second.
 */
import { afterAll, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { closeBrowser, newSession } from '../support/browser.ts';
import { LOGIN_ROUTE, logInThroughUi, ME_ROUTE, storedToken, toastText, waitForRoute, AT_LOGIN } from '../support/ui.ts';

afterAll(closeBrowser);

it('returns a member whose token was revoked to the login page with a toast', async () => {
  const s = await newSession();
  try {
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, 'demo', 'Demo12345');
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
    const token = await storedToken(s.page);

    expect((await api('/api/user/logout', {}, token)).code).toBe(1);
    expect((await api('/api/user/getuserinfo', {}, token)).status).toBe(401);

    await s.open(ME_ROUTE);
    await s.page.reload();
    expect(await toastText(s.page, 10_000)).not.toBe('');
    await waitForRoute(s.page, AT_LOGIN, 10_000);
    expect(await storedToken(s.page)).toBe('');
  } finally {
    await s.close();
  }
});
