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

// Well-formed TRC20 addresses (base58check of version byte 0x41): binding checks the network's format first.
const FIRST = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';
const SECOND = 'TD5gsCwxykWsLN9aPrq2TAfNjByuZKYp4E';
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
    { chain = 'TRC20', paypassword = PAY, locale }: { chain?: string; paypassword?: string; locale?: 'en' | 'vi' } = {},
  ) => t.post(path, { coin: 'USDT', chain, address, paypassword, code }, { token: m.token, locale });
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
  it('refuses an address malformed for its network before the payment password or the code is tried', async () => {
    const m = await walletMember(t);
    const code = await codeFor(m);
    const attempts = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('email_codes')
            .select('attempts')
            .where('email', '=', emailOf(m))
            .where('event', '=', 'withdrawaddr')
            .executeTakeFirstOrThrow()
        ).attempts,
      );
    // A wrong password and a wrong code with each: neither is tried, so neither counts an attempt.
    const wrong = { paypassword: '999999' };
    const evm = await bind(m, 'TXyzNotAnEthAddress12345', '000000', undefined, { ...wrong, chain: 'ERC20' });
    expect(evm).toMatchObject({ code: 0, msg: 'An address on this network is 0x followed by 40 characters 0–9 and a–f' });
    const checksum = await bind(m, '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '000000', undefined, {
      ...wrong,
      chain: 'ERC20',
    });
    expect(checksum.msg).toMatch(/^The capital letters of this address do not match its checksum/);
    const tron = await bind(m, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', '000000', '/api/user/changewallet', {
      ...wrong,
      locale: 'vi',
    });
    expect(tron.msg).toMatch(/^Địa chỉ TRC20 là T theo sau bởi 33 chữ cái/);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => bind(m, 'TXyzNotAnEthAddress12345', '000000', undefined, wrong)),
    );
    expect(burst.every((r) => r.msg.startsWith('A TRC20 address is T followed by 33 letters'))).toBe(true);
    expect(await attempts()).toBe(0);
    // The first wrong password is still the first: five tries were left.
    expect((await bind(m, FIRST, code, undefined, wrong)).msg).toBe('The payment password is incorrect. Tries left: 4');
    expect((await bind(m, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', code, undefined, { chain: 'ERC20' })).code).toBe(1);
    const config = await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: m.token });
    expect(config.data!.addresses).toEqual({ ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
  });
});
