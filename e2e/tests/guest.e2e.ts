/** Spec §2 (Me tab): an anonymous user opening the Me tab is prompted to log in. */
import { expect, test } from '../support/test.ts';
import { newSession } from '../support/browser.ts';
import { byTestId, ME_ROUTE, storedToken, waitForRoute, AT_LOGIN } from '../support/ui.ts';

test('sends a guest opening the Me tab to log in', async () => {
  const s = await newSession();
  try {
    await s.open(ME_ROUTE);
    expect(await storedToken(s.page)).toBe('');
    // Either the Me tab shows a log-in prompt that leads to the login page, or it sends the guest there at once.
    const prompt = byTestId(s.page, 'me-login-prompt');
    const loginSubmit = byTestId(s.page, 'login-submit');
    await prompt.or(loginSubmit).first().waitFor({ state: 'visible', timeout: 10_000 });
    if (await prompt.isVisible()) await prompt.click();
    await waitForRoute(s.page, AT_LOGIN);
    await byTestId(s.page, 'login-submit').waitFor({ state: 'visible' });
  } finally {
    await s.close();
  }
});
