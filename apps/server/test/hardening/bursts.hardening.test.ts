/**
 * Attempt counters under parallel attack (docs/reliability.md "Attempt counters under parallel requests"; docs/reliability.md "Security"): for each
 * limited secret — the payment password on /api/user/stom and the other money endpoints, member and operator
 * sign-in, reset and payment-password codes, the old password on a change — a burst of 60 simultaneous
 * guesses with the right one last. Reading a counter, checking, then writing it back let every guess in such a
 * burst be evaluated and the right one win; each attempt is now reserved first. Asserted on the suite's
 * database (SQLite, or PostgreSQL with TEST_DATABASE_URL): at most the limit are evaluated, the right one is
 * refused because the lock came first, nothing changed, and the right secret is refused alone afterwards.
 */
import { LIMITS, type PostPath } from '@app/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/core/clock.ts';
import { ADMIN_TEST_PASSWORD, createAdmin } from '../../src/modules/admin/admin.test-support.ts';
import {
  adjust,
  balanceOf,
  PAY,
  walletMember,
  walletOperator,
  type WalletMember,
} from '../../src/modules/wallet/wallet.test-support.ts';
import { callFrom, createMember, newClientAddress, registerMember, requestCode, TEST_PASSWORD } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { burst, evaluatedWrong, notRefused, wrongDigits } from './bursts-support.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
  await t.post(
    '/api/admin/exchange/liquidity',
    { coin: 'COIN', amount: '1000', reason: 'seed the exchange' },
    { token: operator },
  );
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const PAY_WRONG = /^The payment password is incorrect/;
const PAY_LOCKED = /^Payment password entered wrongly too many times/;
const LOGIN_WRONG = /^Incorrect account or password$/;
const LOGIN_LOCKED = /^Too many failed attempts\. Please try again in 15 minutes$/;
const CODE_WRONG = 'The verification code is wrong or has expired';

describe('payment password: at most 5 wrong guesses per lock, whatever the concurrency', () => {
  let bob: WalletMember;
  beforeAll(async () => {
    bob = await walletMember(t);
  });

  const endpoints: Array<[string, PostPath, (paypassword: string) => Record<string, unknown>]> = [
    ['/api/user/stom (points → platform coin)', '/api/user/stom', (paypassword) => ({ amount: '10', paypassword })],
    [
      '/api/user/changescore (points transfer)',
      '/api/user/changescore',
      (paypassword) => ({ to: bob.id, amount: '1', paypassword }),
    ],
    [
      '/api/user/paypassword (change with the old one)',
      '/api/user/paypassword',
      (oldpaypassword) => ({ oldpaypassword, newpaypassword: PAY }),
    ],
  ];

  it.each(endpoints)('%s', async (_name, url, body) => {
    const m = await walletMember(t);
    await adjust(t, operator, m.id, 'DGB', '1000');
    // One right entry first, so the burst also meets the remembered-password path (pay-password-cache.ts).
    expect((await t.post(url, body(PAY), { token: m.token })).code).toBe(1);
    const before = await balanceOf(t, m, 'DGB');

    const b = await burst(t, url, (right, i) => body(right ? PAY : wrongDigits(PAY, i)), { token: m.token });
    expect(notRefused(b.answers)).toEqual([]);
    expect(evaluatedWrong(b.answers, PAY_WRONG)).toBeLessThan(LIMITS.payPasswordFailuresBeforeLock);
    expect(b.answers.filter((a) => PAY_LOCKED.test(a.msg)).length).toBeGreaterThanOrEqual(
      b.answers.length - LIMITS.payPasswordFailuresBeforeLock,
    );
    expect(b.right.msg).toMatch(PAY_LOCKED);
    expect(await balanceOf(t, m, 'DGB')).toEqual(before);
    // Still locked for the right password alone, and the payment password is unchanged.
    expect((await t.post(url, body(PAY), { token: m.token })).msg).toMatch(PAY_LOCKED);
    clock.advance(LIMITS.payPasswordLockSeconds);
    expect((await t.post(url, body(PAY), { token: m.token })).code).toBe(1);
  });
});

describe('sign-in: at most 10 evaluated, then locked', () => {
  it('member login, a known account', async () => {
    const m = await createMember(t);
    const b = await burst(t, '/api/user/login', (right) => ({
      account: m.username,
      password: right ? TEST_PASSWORD : 'Wrong-pass1',
    }));
    expect(notRefused(b.answers)).toEqual([]);
    expect(evaluatedWrong(b.answers, LOGIN_WRONG)).toBeLessThan(LIMITS.loginFailuresBeforeLock);
    expect(b.right.msg).toMatch(LOGIN_LOCKED);
    const alone = await callFrom(t, newClientAddress(), '/api/user/login', { account: m.email, password: TEST_PASSWORD });
    expect(alone.msg).toMatch(LOGIN_LOCKED);
    clock.advance(LIMITS.loginLockSeconds);
    expect((await callFrom(t, newClientAddress(), '/api/user/login', { account: m.email, password: TEST_PASSWORD })).code).toBe(
      1,
    );
  });

  it('member login, an unknown account answers the same way (its counter in rate_counters)', async () => {
    const b = await burst(t, '/api/user/login', () => ({ account: 'nobody_in_a_burst', password: 'Wrong-pass1' }));
    expect(evaluatedWrong(b.answers, LOGIN_WRONG)).toBeLessThan(LIMITS.loginFailuresBeforeLock);
    // Every other answer is the lock; one that is neither is shown whole (a busy clean-clone run once had one).
    const neither = b.answers.filter((a) => !LOGIN_WRONG.test(a.msg) && !LOGIN_LOCKED.test(a.msg));
    expect(neither, JSON.stringify(neither)).toEqual([]);
  });

  it('operator login', async () => {
    const op = await createAdmin(t);
    const b = await burst(t, '/api/admin/login', (right) => ({
      username: op.username,
      password: right ? ADMIN_TEST_PASSWORD : 'Wrong-pass1',
    }));
    expect(notRefused(b.answers)).toEqual([]);
    expect(evaluatedWrong(b.answers, /^Incorrect username or password$/)).toBeLessThan(LIMITS.loginFailuresBeforeLock);
    expect(b.right.msg).toMatch(/^Too many failed attempts\. Try again in 15 minutes$/);
    const alone = await callFrom(t, newClientAddress(), '/api/admin/login', {
      username: op.username,
      password: ADMIN_TEST_PASSWORD,
    });
    expect(alone.code).toBe(0);
    clock.advance(LIMITS.loginLockSeconds);
    expect(
      (await callFrom(t, newClientAddress(), '/api/admin/login', { username: op.username, password: ADMIN_TEST_PASSWORD })).code,
    ).toBe(1);
  });
});

describe('mailed codes: 5 guesses per code, then it is spent', () => {
  const attemptsOn = async (email: string, event: string) =>
    (
      await t.app.ctx.db
        .selectFrom('email_codes')
        .select('attempts')
        .where('email', '=', email)
        .where('event', '=', event as never)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).attempts;

  it('password reset code on /api/user/resetpwd', async () => {
    const m = await registerMember(t);
    const email = m.userinfo.email;
    const code = await requestCode(t, email, 'resetpwd');
    const b = await burst(t, '/api/user/resetpwd', (right, i) => ({
      email,
      code: right ? code : wrongDigits(code, i),
      newpassword: 'Brandnew99',
    }));
    expect(notRefused(b.answers)).toEqual([]);
    expect(b.right.code).toBe(0);
    expect(await attemptsOn(email, 'resetpwd')).toBeLessThanOrEqual(5);
    // The right code alone is refused now too, and the password did not change.
    expect((await callFrom(t, newClientAddress(), '/api/user/resetpwd', { email, code, newpassword: 'Brandnew99' })).code).toBe(
      0,
    );
    expect((await callFrom(t, newClientAddress(), '/api/user/login', { account: email, password: m.password })).code).toBe(1);
  });

  it('payment-password code on /api/user/paypassword (no per-mailbox limit in front of it)', async () => {
    const m = await registerMember(t);
    const code = await requestCode(t, m.userinfo.email, 'paypwd', m.token);
    const b = await burst(
      t,
      '/api/user/paypassword',
      (right, i) => ({ code: right ? code : wrongDigits(code, i), newpaypassword: '135790' }),
      {
        token: m.token,
      },
    );
    expect(b.answers.map((a) => a.msg)).toEqual(Array(b.answers.length).fill(CODE_WRONG));
    expect(await attemptsOn(m.userinfo.email, 'paypwd')).toBe(5);
    expect((await t.post('/api/user/getuserinfo', {}, { token: m.token })).data.userinfo.has_paypassword).toBe(false);
  });
});

describe('old-password change: wrong old passwords count toward the sign-in lock', () => {
  it('evaluates at most 10, refuses the right one, changes nothing and ends no session', async () => {
    const m = await registerMember(t);
    const other = (
      await callFrom(t, newClientAddress(), '/api/user/login', { account: m.userinfo.username, password: m.password })
    ).data.userinfo.token;
    const b = await burst(
      t,
      '/api/user/resetpwd',
      (right) => ({ oldpassword: right ? m.password : 'Not-it-123', newpassword: 'Brandnew99' }),
      {
        token: m.token,
      },
    );
    expect(notRefused(b.answers)).toEqual([]);
    expect(evaluatedWrong(b.answers, /^The old password is incorrect$/)).toBeLessThan(LIMITS.loginFailuresBeforeLock);
    expect(b.right.msg).toMatch(LOGIN_LOCKED);
    expect((await t.post('/api/user/getuserinfo', {}, { token: other })).code).toBe(1);
    clock.advance(LIMITS.loginLockSeconds);
    expect(
      (await callFrom(t, newClientAddress(), '/api/user/login', { account: m.userinfo.username, password: m.password })).code,
    ).toBe(1);
  });
});
