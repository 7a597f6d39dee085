/**
 * Withdrawal address safety (docs/api.md /api/ctoc/bindaddress and /api/user/changewallet, "Deposits"): binding
 * or changing an address needs the payment password and a code mailed for `withdrawaddr`, whose five guesses
 * hold however many arrive at once; the new address is usable only after withdraw_address_cooldown_hours, and
 * money never leaves to an address typed into the withdrawal alone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestCode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { adjust, PAY, setConfig, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

const FIRST = 'TFIRSTBOUNDADDRESS00001';
const SECOND = 'TSECONDBOUNDADDRESS0002';
const emailOf = (m: WalletMember) => `${m.username}@example.test`;

describe('withdrawal addresses', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const bind = (
    m: WalletMember,
    address: string,
    code: string,
    path: '/api/ctoc/bindaddress' | '/api/user/changewallet' = '/api/ctoc/bindaddress',
  ) => t.post(path, { coin: 'USDT', chain: 'TRC20', address, paypassword: PAY, code }, { token: m.token });
  const withdraw = (m: WalletMember, extra: Record<string, unknown> = {}) =>
    t.post('/api/user/tx', { coin: 'USDT', chain: 'TRC20', amount: '20', paypassword: PAY, ...extra }, { token: m.token });
  const codeFor = (m: WalletMember) => requestCode(t, emailOf(m), 'withdrawaddr', m.token);

  it('binds only with the mailed code, and the new address waits the cool-down before money leaves to it', async () => {
    const m = await walletMember(t);
    await adjust(t, operator, m.id, 'USDT', '100');
    expect((await withdraw(m)).msg).toBe('Add a withdrawal address for this network first');
    expect((await bind(m, FIRST, '000000')).msg).toBe('The verification code is wrong or has expired');
    const code = await codeFor(m);
    expect((await bind(m, FIRST, code)).code).toBe(1);
    // A code is spent by the change it allowed.
    expect((await bind(m, SECOND, code, '/api/user/changewallet')).msg).toBe('The verification code is wrong or has expired');

    const config = await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: m.token });
    expect(config.data!.addresses).toEqual({ TRC20: FIRST });
    expect(config.data!.address_usable_at.TRC20! - clock.now()).toBeGreaterThan(24 * 3600 - 60);
    expect(await withdraw(m)).toMatchObject({
      code: 0,
      msg: 'This withdrawal address was added recently. It can be used in 24 h',
    });
    const ja = await t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'TRC20', amount: '20', paypassword: PAY },
      { token: m.token, locale: 'ja' },
    );
    expect(ja.msg).toBe('この出金アドレスは追加されたばかりです。24 時間後に使えます');

    clock.advance(24 * 3600);
    expect(await withdraw(m)).toMatchObject({ code: 1, data: { address: FIRST } });
  });

  it('refuses an address typed into the withdrawal that is not the bound one', async () => {
    const m = await walletMember(t);
    await adjust(t, operator, m.id, 'USDT', '100');
    expect((await bind(m, FIRST, await codeFor(m))).code).toBe(1);
    clock.advance(24 * 3600);
    expect((await withdraw(m, { address: 'TSOMEONEELSESADDRESS99' })).msg).toBe(
      'Withdrawals go only to your bound address for this network. Change it in your withdrawal addresses first',
    );
    expect((await withdraw(m, { address: FIRST })).code).toBe(1);
  });

  it('starts the wait again when the address changes, and follows the configured hours', async () => {
    await setConfig(t, operator, 'withdraw_address_cooldown_hours', 2);
    try {
      const m = await walletMember(t);
      await adjust(t, operator, m.id, 'USDT', '100');
      expect((await bind(m, FIRST, await codeFor(m))).code).toBe(1);
      clock.advance(2 * 3600);
      expect((await withdraw(m)).code).toBe(1);
      clock.advance(120); // past the one-code-a-minute rule
      expect((await bind(m, SECOND, await codeFor(m), '/api/user/changewallet')).code).toBe(1);
      expect((await withdraw(m)).msg).toBe('This withdrawal address was added recently. It can be used in 2 h');
      clock.advance(2 * 3600);
      expect(await withdraw(m)).toMatchObject({ code: 1, data: { address: SECOND } });
    } finally {
      await setConfig(t, operator, 'withdraw_address_cooldown_hours', 24);
    }
  });

  it('evaluates at most five guesses of a code in a burst of 40, and binds nothing once it is dead', async () => {
    const m = await walletMember(t);
    const code = await codeFor(m);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // One wrong guess first, so the payment password is known right and the burst meets the code's counter.
    expect((await bind(m, FIRST, wrong(99))).msg).toBe('The verification code is wrong or has expired');
    // The right code is in the burst, behind enough wrong ones to use up the attempts left.
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? code : wrong(i)));
    const replies = await Promise.all(guesses.map((g) => bind(m, FIRST, g)));
    expect(replies.filter((r) => r.code === 1).length).toBeLessThanOrEqual(1);
    expect(replies.filter((r) => r.code !== 1).every((r) => r.msg === 'The verification code is wrong or has expired')).toBe(
      true,
    );
    const row = await t.app.ctx.db
      .selectFrom('email_codes')
      .select('attempts')
      .where('email', '=', emailOf(m))
      .where('event', '=', 'withdrawaddr')
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBeLessThanOrEqual(5);
    const config = await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: m.token });
    if (replies[30]!.code !== 1) expect(config.data!.addresses).toEqual({});
    // Whatever the burst did, the code takes no further guess: not even the right one.
    expect((await bind(m, SECOND, code, '/api/user/changewallet')).code).toBe(0);
  });
});
