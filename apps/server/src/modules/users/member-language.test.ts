/**
 * Mail in the member's language (docs/product.md §1; docs/api.md "Conventions"): a code for an address without an account
 * goes out in the language of the request, anything for a member in the language they registered in or
 * last used the app in — even when someone asks from a browser in another language.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { callFrom, lastCodeFor, newClientAddress, readOutbox, rootInviter, TEST_PASSWORD } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const lastMailTo = (email: string) =>
  readOutbox(t)
    .filter((m) => m.to === email)
    .pop()!;
const sendCode = (email: string, event: string, locale: string, token?: string) =>
  callFrom(t, newClientAddress(), '/api/ems/send', { email, event }, { locale, token });

/** Registers through the API with the whole exchange in `locale`. */
async function registerIn(locale: string, name: string) {
  const email = `${name}@example.test`;
  expect((await sendCode(email, 'register', locale)).code).toBe(1);
  const body = {
    username: name,
    email,
    password: TEST_PASSWORD,
    code: lastCodeFor(t, email),
    invite_code: (await rootInviter(t)).invite_code,
  };
  const res = await callFrom(t, newClientAddress(), '/api/user/register', body, { locale });
  expect(res.code).toBe(1);
  return { email, token: res.data.userinfo.token as string };
}

describe('mail language', () => {
  it('a code for a Vietnamese request to a new address is written in Vietnamese', async () => {
    expect((await sendCode('newcomer@example.test', 'register', 'vi')).code).toBe(1);
    const mail = lastMailTo('newcomer@example.test');
    expect(mail.subject).toBe('Mã xác minh Pi Community của bạn');
    expect(mail.text).toMatch(/^Mã xác minh để đăng ký của bạn là \d{6}\./);
  });

  it('a member who registered in Vietnamese gets the reset code in Vietnamese, whatever the asking browser speaks', async () => {
    const { email } = await registerIn('vi', 'linhvi');
    expect((await sendCode(email, 'resetpwd', 'en')).code).toBe(1);
    expect(lastMailTo(email).subject).toBe('Mã xác minh Pi Community của bạn');
    // Someone trying to register the same address gets the notice to its owner, also in Vietnamese (a minute
    // later: one code per address and purpose per minute).
    clock.advance(61);
    expect((await sendCode(email, 'register', 'ko')).code).toBe(1);
    expect(lastMailTo(email).subject).toBe('Tài khoản Pi Community của bạn');
  });

  it('follows the member to the language they switch the app to', async () => {
    const { email, token } = await registerIn('en', 'kenjija');
    // The app sends its language with every request; the next one after a switch carries Japanese.
    expect((await callFrom(t, newClientAddress(), '/api/user/getuserinfo', {}, { token, locale: 'ja' })).code).toBe(1);
    expect((await sendCode(email, 'resetpwd', 'en')).code).toBe(1);
    expect(lastMailTo(email).subject).toBe('Pi コミュニティの認証コード');
  });
});
