/**
 * Sign-in twice in a day refused (docs/api.md "Sign-in, VIP"). A member signs in on user/signin and earns the day-1
 * points; the same member's second device, whose page still offers the button, is refused with the
 * server's message and nothing more is credited.
 */
import { expect, test } from '../support/test.ts';
import { api, newMember } from '../support/api.ts';
import { newSession, type Session } from '../support/browser.ts';
import { latestCode, mailCount } from '../support/mail.ts';
import type { Page } from '@playwright/test';
import { byTestId, LOGIN_ROUTE, logInThroughUi, storedToken } from '../support/ui.ts';

/** The toast once it says more than the loading indicator that precedes it. */
async function toastSaying(page: Page, pattern: RegExp): Promise<void> {
  const toast = page.locator('.adm-toast-main').first();
  await expect.poll(async () => ((await toast.isVisible()) ? await toast.innerText() : ''), { timeout: 5_000 }).toMatch(pattern);
}

async function registered() {
  const member = newMember('sgn');
  const before = mailCount(member.email);
  expect((await api('/api/ems/send', { email: member.email, event: 'register' })).code).toBe(1);
  const code = await latestCode(member.email, { after: before });
  const res = await api('/api/user/register', { ...member, code, invite_code: 'DEMO8888' });
  expect(res.code).toBe(1);
  return member;
}

/** A device in English, logged in through the UI, on the sign-in page with the button ready. */
async function deviceOnSigninPage(member: { username: string; password: string }): Promise<Session> {
  const s = await newSession();
  await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await s.open(LOGIN_ROUTE);
  await logInThroughUi(s.page, member.username, member.password);
  await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');
  await s.open('user/signin');
  await byTestId(s.page, 'signin-button').waitFor({ state: 'visible', timeout: 10_000 });
  return s;
}

test('signs in once a day: the second device is refused and nothing more is credited', async () => {
  const member = await registered();
  const phone = await deviceOnSigninPage(member);
  const tablet = await deviceOnSigninPage(member);
  try {
    expect(await byTestId(phone.page, 'signin-button').isEnabled()).toBe(true);
    expect(await byTestId(tablet.page, 'signin-button').isEnabled()).toBe(true);

    await byTestId(phone.page, 'signin-button').click();
    await toastSaying(phone.page, /\+1\b/);
    await expect.poll(() => byTestId(phone.page, 'signin-button').isDisabled(), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => byTestId(phone.page, 'signin-balance').innerText()).toBe('1');
    expect(await byTestId(phone.page, 'signin-successions').innerText()).toBe('1');

    await byTestId(tablet.page, 'signin-button').click();
    await toastSaying(tablet.page, /already signed in today/i);
    await expect.poll(() => byTestId(tablet.page, 'signin-button').isDisabled(), { timeout: 5_000 }).toBe(true);

    const token = await storedToken(phone.page);
    const again = await api('/api/signin/dosign', {}, token);
    expect([again.status, again.code]).toEqual([409, 0]);
    const view = await api('/api/signin/getSignin', {}, token);
    expect(view.data).toMatchObject({ signin: true, successions: 1, user_score: '1.00' });
    expect(view.data.list).toHaveLength(1);
  } finally {
    await phone.close();
    await tablet.close();
  }
});
