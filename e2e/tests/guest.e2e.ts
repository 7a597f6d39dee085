/** Issue 3 "Must show" / spec §2: an anonymous user opening the Me tab is prompted to log in. */
import { afterAll, expect, it } from 'vitest';
import { closeBrowser, newSession } from '../support/browser.ts';
import { byTestId, LOGIN_ROUTE, ME_ROUTE, storedToken, waitForRoute } from '../support/ui.ts';

afterAll(closeBrowser);

it('prompts a guest on the Me tab to log in, and the prompt leads to the login page', async () => {
  const s = await newSession();
  try {
    await s.open(ME_ROUTE);
    expect(await storedToken(s.page)).toBe('');
    const prompt = byTestId(s.page, 'me-login-prompt');
    await prompt.waitFor({ state: 'visible', timeout: 10_000 });
    await prompt.click();
    await waitForRoute(s.page, LOGIN_ROUTE);
    await byTestId(s.page, 'login-submit').waitFor({ state: 'visible' });
  } finally {
    await s.close();
  }
});
