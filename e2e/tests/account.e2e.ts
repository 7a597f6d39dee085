/**
 * Spec §2 register and login: a new member registers through the UI with the code from their mail and the demo
 * member's invite code, then logs in through the UI and sees themselves on the Me tab.
 */
import { expect, test } from '../support/test.ts';
import { api, newMember } from '../support/api.ts';
import { newSession } from '../support/browser.ts';
import { latestCode, mailCount } from '../support/mail.ts';
import {
  byTestId,
  fillInput,
  LOGIN_ROUTE,
  logInThroughUi,
  storedToken,
  tick,
  waitForRoute,
  AT_ME,
  AT_LOGIN,
} from '../support/ui.ts';

const DEMO_INVITE_CODE = 'DEMO8888';

test.describe('account through the UI', () => {
  const member = newMember();

  test('registers with the mailed code and the demo invite code', async () => {
    const s = await newSession();
    try {
      await s.open('user/register');
      await fillInput(s.page, 'register-username', member.username);
      await fillInput(s.page, 'register-email', member.email);
      const before = mailCount(member.email);
      await byTestId(s.page, 'register-send-code').click();
      const code = await latestCode(member.email, { after: before });
      await fillInput(s.page, 'register-code', code);
      await fillInput(s.page, 'register-password', member.password);
      await fillInput(s.page, 'register-invite', DEMO_INVITE_CODE);
      await tick(s.page, 'register-agree');
      await tick(s.page, 'register-privacy');
      await byTestId(s.page, 'register-submit').click();

      // Registering signs the member in and lands on the Me tab.
      await waitForRoute(s.page, AT_ME);
      await byTestId(s.page, 'me-member').waitFor({ state: 'visible', timeout: 10_000 });
      const token = await storedToken(s.page);
      expect((await api('/api/user/getuserinfo', {}, token)).data.userinfo.username).toBe(member.username);
    } finally {
      await s.close();
    }
  });

  test('logs in through the UI and shows the member on the Me tab', async () => {
    const s = await newSession();
    try {
      await s.open(LOGIN_ROUTE);
      await logInThroughUi(s.page, member.email, member.password);
      await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
      const token = await storedToken(s.page);
      const { userinfo } = (await api('/api/user/getuserinfo', {}, token)).data;
      expect(userinfo.username).toBe(member.username);

      // Signing in lands on the Me tab, which shows the member instead of the log-in prompt.
      await waitForRoute(s.page, AT_ME);
      const name = byTestId(s.page, 'me-nickname');
      await name.waitFor({ state: 'visible', timeout: 10_000 });
      expect((await name.innerText()).trim()).toBe(userinfo.nickname || userinfo.username);
      expect(await byTestId(s.page, 'me-login-prompt').count()).toBe(0);
    } finally {
      await s.close();
    }
  });

  test('refuses a wrong password with a message and stays on the login page', async () => {
    const s = await newSession();
    try {
      await s.open(LOGIN_ROUTE);
      await logInThroughUi(s.page, 'demo', 'Wrong12345');
      await s.page.locator('.adm-toast-main').first().waitFor({ state: 'visible', timeout: 5_000 });
      await waitForRoute(s.page, AT_LOGIN);
      expect(await storedToken(s.page)).toBe('');
    } finally {
      await s.close();
    }
  });
});
