/**
 * Abuse limits (docs/reliability.md "Security"): what the module tests (auth/login-member, auth.routes, users.routes,
 * points.routes) leave out — the locks survive a server restart, the answers are localized (en and ko),
 * an account's limits hold whichever address the guesses come from, the payment-password count spans
 * P2P ads and withdrawals too, and every lock lifts once the (fake) clock passes its window.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/core/clock.ts';
import { checkInvariants } from '../../src/modules/ledger/index.ts';
import {
  adjust,
  balanceOf,
  PAY,
  usableAddress,
  walletMember,
  walletOperator,
  type WalletMember,
} from '../../src/modules/wallet/wallet.test-support.ts';
import { callFrom, createMember, newClientAddress, TEST_PASSWORD } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const MSG = {
  loginFailed: { en: 'Incorrect account or password', ko: '계정 또는 비밀번호가 올바르지 않습니다' },
  locked: (m: number) => ({
    en: `Too many failed attempts. Please try again in ${m} minutes`,
    ko: `시도 횟수가 너무 많습니다. ${m}분 후에 다시 시도해 주세요`,
  }),
  payWrong: (n: number) => ({
    en: `The payment password is incorrect. Tries left: ${n}`,
    ko: `결제 비밀번호가 올바르지 않습니다. 남은 시도 횟수: ${n}`,
  }),
  payLocked: (m: number) => ({
    en: `Payment password entered wrongly too many times. Try again in ${m} minutes`,
    ko: `결제 비밀번호를 너무 많이 틀렸습니다. ${m}분 후에 다시 시도해 주세요`,
  }),
  rateLimited: { en: 'Too many requests, please try again later', ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요' },
  codeTooSoon: (s: number) => ({
    en: `Please wait ${s} seconds before requesting another code`,
    ko: `${s}초 후에 인증 코드를 다시 요청해 주세요`,
  }),
};

const login = (account: string, password: string, locale = 'en') =>
  callFrom(t, newClientAddress(), '/api/user/login', { account, password }, { locale });

describe('sign-in lockout', () => {
  it('locks a known and an unknown account alike from ten addresses, keeps both locks across a restart, in en and ko', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 9; i++) {
      const [known, unknown] = [await login(m.username, 'Wrong-pass1', 'ko'), await login('nobody_at_all', 'Wrong-pass1', 'ko')];
      expect([known.msg, unknown.msg]).toEqual([MSG.loginFailed.ko, MSG.loginFailed.ko]);
    }
    expect((await login(m.username, 'Wrong-pass1')).msg).toBe(MSG.locked(15).en);
    expect((await login('nobody_at_all', 'Wrong-pass1')).msg).toBe(MSG.locked(15).en);

    await t.restart();
    clock.advance(14 * 60 + 1);
    for (const locale of ['en', 'ko'] as const) {
      expect((await login(m.email, TEST_PASSWORD, locale)).msg).toBe(MSG.locked(1)[locale]);
      expect((await login('nobody_at_all', TEST_PASSWORD, locale)).msg).toBe(MSG.locked(1)[locale]);
    }
    clock.advance(60);
    expect((await login(m.email, TEST_PASSWORD)).code).toBe(1);
    expect((await login('nobody_at_all', TEST_PASSWORD)).msg).toBe(MSG.loginFailed.en);
  });

  it('limits one address to 30 sign-in attempts a minute whatever the accounts, with a localized 429', async () => {
    const ip = newClientAddress();
    const answers = [];
    for (let i = 0; i < 32; i++)
      answers.push(
        await callFrom(
          t,
          ip,
          '/api/user/login',
          { account: `guess${i}`, password: 'Wrong-pass1' },
          { locale: i % 2 ? 'ko' : 'en' },
        ),
      );
    expect(
      answers
        .slice(0, 30)
        .every((a) => a.status === 400 && a.msg === MSG.loginFailed[a.msg === MSG.loginFailed.en ? 'en' : 'ko']),
    ).toBe(true);
    expect(answers.slice(30).map((a) => [a.status, a.code, a.msg])).toEqual([
      [429, 0, MSG.rateLimited.en],
      [429, 0, MSG.rateLimited.ko],
    ]);
    // Another address is not held back by this one's flood.
    expect(
      (await callFrom(t, newClientAddress(), '/api/user/login', { account: 'guess0', password: 'Wrong-pass1' })).status,
    ).toBe(400);
  });
});

describe('verification-code sending', () => {
  it("holds one address's cooldown whichever client asks, localized, and lifts it after the minute", async () => {
    clock.freeze(); // the message names the seconds left
    const email = 'abuse-cooldown@example.test';
    const send = (locale: string) => callFrom(t, newClientAddress(), '/api/ems/send', { email, event: 'register' }, { locale });
    expect((await send('en')).code).toBe(1);
    clock.advance(20);
    expect((await send('ko')).msg).toBe(MSG.codeTooSoon(40).ko);
    expect((await send('en')).msg).toBe(MSG.codeTooSoon(40).en);
    clock.advance(40);
    expect((await send('en')).code).toBe(1);
  });

  it('limits one address to 10 code requests a minute, in its language', async () => {
    const ip = newClientAddress();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await callFrom(t, ip, '/api/ems/send', { email: `abuse-flood${i}@example.test`, event: 'register' }, { locale: 'ko' }),
      );
    expect(answers.slice(0, 10).every((a) => a.code === 1)).toBe(true);
    expect([answers[10]!.status, answers[10]!.msg]).toEqual([429, MSG.rateLimited.ko]);
  });
});

describe('payment-password lockout', () => {
  const wrong = '000000';
  const moves = (m: WalletMember, paypassword: string) => ({
    transfer: () => t.post('/api/user/changescore', { to: 1, amount: '1', paypassword }, { token: m.token, locale: 'ko' }),
    p2pAd: () =>
      t.post(
        '/api/ctoc/submitc2c',
        { type: 'sell', coin: 'PI', quantity: '1', price: '1', min_quantity: '1', paypassword },
        { token: m.token },
      ),
    withdraw: () =>
      t.post(
        '/api/user/tx',
        { coin: 'USDT', chain: 'TRC20', address: 'TADDRESS00000000001', amount: '20', paypassword },
        { token: m.token, locale: 'ko' },
      ),
    exchange: () => t.post('/api/user/stom', { amount: '10', paypassword }, { token: m.token }),
  });

  it('counts wrong entries across P2P, withdrawals and points, keeps the lock across a restart and lifts it after 30 minutes', async () => {
    const m = await walletMember(t, 'advanced');
    await adjust(t, operator, m.id, 'DGB', '100');
    await adjust(t, operator, m.id, 'PI', '5');
    await adjust(t, operator, m.id, 'USDT', '100');
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', 'TADDRESS00000000001');
    const bad = moves(m, wrong);
    expect((await bad.transfer()).msg).toBe(MSG.payWrong(4).ko);
    expect((await bad.p2pAd()).msg).toBe(MSG.payWrong(3).en);
    expect((await bad.withdraw()).msg).toBe(MSG.payWrong(2).ko);
    await t.restart();
    expect((await bad.exchange()).msg).toBe(MSG.payWrong(1).en);
    expect((await bad.transfer()).msg).toBe(MSG.payLocked(30).ko);

    await t.restart();
    clock.advance(29 * 60 + 1);
    const good = moves(m, PAY);
    expect((await good.p2pAd()).msg).toBe(MSG.payLocked(1).en);
    expect((await good.withdraw()).msg).toBe(MSG.payLocked(1).ko);
    expect(await balanceOf(t, m, 'PI')).toMatchObject({ available: '5.0000000', frozen: '0.0000000' });
    clock.advance(60);
    expect((await good.p2pAd()).code).toBe(1);
    expect(await balanceOf(t, m, 'PI')).toMatchObject({ available: '4.0000000', frozen: '1.0000000' });
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('starts a fresh count after the lock ends: four more wrong entries do not lock again', async () => {
    const m = await walletMember(t);
    const bad = moves(m, wrong);
    for (let i = 0; i < 5; i++) await bad.transfer();
    clock.advance(30 * 60);
    for (let i = 0; i < 4; i++) expect((await bad.exchange()).msg).toBe(MSG.payWrong(4 - i).en);
    expect((await bad.transfer()).msg).toBe(MSG.payLocked(30).ko);
  });
});
