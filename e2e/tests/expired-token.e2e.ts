/**
 * Spec §8 "login expired": when the server no longer accepts the stored token (here revoked from
 * another client with /api/user/logout), the next request shows the "login expired" toast, clears the
 * profile and returns the member to the login page after about a second.
 */
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { newSession } from '../support/browser.ts';
import {
  AT_ME,
  byTestId,
  LOGIN_ROUTE,
  logInThroughUi,
  ME_ROUTE,
  recordToasts,
  shownToasts,
  storedToken,
  waitForRoute,
  AT_LOGIN,
} from '../support/ui.ts';

test('returns a member whose token was revoked to the login page with a toast', async () => {
  const s = await newSession();
  try {
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, 'demo', 'Demo12345');
    // Signed in and settled on the Me tab (its own profile request done) before the token is revoked.
    await waitForRoute(s.page, AT_ME);
    await byTestId(s.page, 'me-member').waitFor({ state: 'visible', timeout: 10_000 });
    const token = await storedToken(s.page);
    // Left before the revocation: the open tab would otherwise learn of it over its socket and sign itself
    // out before the fresh load this test is about.
    await s.page.goto('about:blank');

    expect((await api('/api/user/logout', {}, token)).code).toBe(1);
    expect((await api('/api/user/getuserinfo', {}, token)).status).toBe(401);

    // A fresh load of the Me tab with the stored, now revoked token.
    await recordToasts(s.page);
    await s.open(ME_ROUTE);
    await waitForRoute(s.page, AT_LOGIN, 15_000);
    expect((await shownToasts(s.page)).length).toBeGreaterThan(0);
    expect(await storedToken(s.page)).toBe('');
  } finally {
    await s.close();
  }
});
