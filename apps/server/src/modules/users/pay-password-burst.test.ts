/**
 * Reserved payment-password attempts are counted fairly (docs/reliability.md "Attempt counters under parallel
 * requests"): a parallel burst of the RIGHT password is not refused as "locked" by its own reservations still
 * in flight; the right password is refused only when wrong ones really reached the limit, and a burst of wrong
 * ones still evaluates at most the limit. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkPayPassword } from './pay-password.ts';
import { forgetVerified } from './pay-password-cache.ts';
import { PAY_POLICY, payPasswordCounter } from './lockout.ts';
import { settleAttempt } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BURST = 12;

async function memberWithPayPassword(): Promise<number> {
  const m = await registerMember(t);
  const set = await t.post('/api/user/paypassword', { oldpaypassword: '', newpaypassword: '123456' }, { token: m.token });
  expect(set.code).toBe(1);
  forgetVerified(m.userinfo.id);
  return m.userinfo.id;
}

/** Each entry's outcome: 'ok', or the refusal's message key. */
const outcome = (userId: number, password: string) =>
  checkPayPassword(t.app.ctx.db, userId, password).then(
    () => 'ok',
    (error: { messageKey?: string }) => error.messageKey ?? String(error),
  );

const failuresOf = async (userId: number) =>
  t.app.ctx.db
    .selectFrom('users')
    .select(['pay_failures', 'pay_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

describe('a burst of payment-password entries', () => {
  it(`accepts every one of ${BURST} simultaneous right entries, leaving no count and no lock`, async () => {
    const userId = await memberWithPayPassword();
    const results = await Promise.all(Array.from({ length: BURST }, () => outcome(userId, '123456')));
    expect(results).toEqual(Array(BURST).fill('ok'));
    expect(await failuresOf(userId)).toMatchObject({ pay_failures: 0, pay_locked_until: 0 });
  });

  it('refuses the right one as locked once wrong ones reached the limit', async () => {
    const userId = await memberWithPayPassword();
    for (let i = 0; i < PAY_POLICY.max; i++) await outcome(userId, '999999');
    expect(await outcome(userId, '123456')).toBe('auth.paypassword_locked');
  });

  it(`still evaluates at most ${PAY_POLICY.max} of a burst of wrong ones`, async () => {
    const userId = await memberWithPayPassword();
    const results = await Promise.all(Array.from({ length: BURST * 2 }, () => outcome(userId, '999999')));
    expect(results.filter((r) => r === 'auth.paypassword_wrong')).toHaveLength(PAY_POLICY.max - 1);
    expect(results.filter((r) => r === 'auth.paypassword_locked')).toHaveLength(BURST * 2 - (PAY_POLICY.max - 1));
    expect(Number((await failuresOf(userId)).pay_failures)).toBe(PAY_POLICY.max);
  });

  /** The row as a burst leaves it when its last reservation started the lock and one entry is still compared. */
  async function lockStillBeingDecided(userId: number): Promise<void> {
    const now = clock.now();
    await t.app.ctx.db
      .updateTable('users')
      .set({
        pay_failures: PAY_POLICY.max,
        pay_locked_until: now + PAY_POLICY.lockSeconds,
        pay_checking: 1,
        pay_checking_since: now,
      })
      .where('id', '=', userId)
      .execute();
  }

  it('lets the right one through when the entry still being checked turns out right', async () => {
    const userId = await memberWithPayPassword();
    await lockStillBeingDecided(userId);
    const waiting = outcome(userId, '123456');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settleAttempt(t.app.ctx.db, payPasswordCounter(userId), true);
    expect(await waiting).toBe('ok');
  });

  it('refuses the right one as locked when the entry still being checked turns out wrong', async () => {
    const userId = await memberWithPayPassword();
    await lockStillBeingDecided(userId);
    const waiting = outcome(userId, '123456');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settleAttempt(t.app.ctx.db, payPasswordCounter(userId), false);
    expect(await waiting).toBe('auth.paypassword_locked');
    expect(await failuresOf(userId)).toMatchObject({ pay_failures: PAY_POLICY.max });
  });
});
