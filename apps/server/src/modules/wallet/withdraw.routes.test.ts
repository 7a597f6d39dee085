/**
 * Withdrawals (docs/api.md /api/user/tx and tcconfig; docs/product.md §6 limits by verification
 * level): the fee in the platform's favour, the frozen amount, the daily limit by level in the configured
 * day, and the console's decision — passed is captured, rejected returns the frozen amount in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { checkInvariants } from '../ledger/index.ts';
import {
  adjust,
  balanceOf,
  decide,
  PAY,
  setConfig,
  usableAddress,
  walletMember,
  walletOperator,
  type WalletMember,
} from './wallet.test-support.ts';

const ADDRESS = 'TMEMBERWITHDRAWADDR0001';

describe('withdrawals', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    await setConfig(t, operator, 'withdraw_daily_limit_basic', '1000');
    await setConfig(t, operator, 'withdraw_daily_limit_advanced', '5000');
  });
  afterAll(() => t.close());

  const withdraw = async (m: WalletMember, amount: string, extra: Record<string, unknown> = {}) => {
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', ADDRESS);
    return t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'TRC20', address: ADDRESS, amount, paypassword: PAY, ...extra },
      { token: m.token },
    );
  };

  it('refuses members without basic verification, whatever their balance', async () => {
    const m = await walletMember(t, 'none');
    await adjust(t, operator, m.id, 'USDT', '500');
    const res = await withdraw(m, '100');
    expect(res).toMatchObject({ code: 0, msg: 'Complete basic identity verification before withdrawing' });
    expect((await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: m.token })).data).toMatchObject({
      daily_limit: '0.000000',
      verify_level: 'none',
    });
  });

  it('freezes the amount, keeps a fee rounded up and states the actual arrival', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '500');
    const res = await withdraw(m, '123.456789');
    // 1% of 123.456789 is 1.23456789 → rounded up to 1.234568; the member receives the rest.
    expect(res.data).toMatchObject({
      amount: '123.456789',
      fee: '1.234568',
      actual: '122.222221',
      status: 'pending',
      address: ADDRESS,
    });
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '376.543211', frozen: '123.456789' });
    const log = await t.post('/api/user/getwaletlog', { page: 1 }, { token: m.token });
    expect(log.data.data[0]).toMatchObject({ amount: '-123.456789', balance: '376.543211', type: 'withdraw' });
  });

  it('returns the frozen amount in full when the withdrawal is rejected', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '200');
    const res = await withdraw(m, '150');
    const rejected = await decide(t, operator, 'withdraw', res.data.id, 'reject', 'address on a sanctions list');
    expect(rejected.data).toMatchObject({ status: 'rejected', detail: { reason: 'address on a sanctions list' } });
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '200.000000', frozen: '0.000000' });
    const log = await t.post('/api/user/getwaletlog', { coin: 'USDT', page: 1 }, { token: m.token });
    expect(log.data.data[0]).toMatchObject({ amount: '150.000000', balance: '200.000000', type: 'withdraw_refund' });
    expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).status).toBe(409);
  });

  it('captures a passed withdrawal: the frozen amount leaves, nothing returns', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '200');
    const res = await withdraw(m, '100');
    expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).data.status).toBe('passed');
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '100.000000', frozen: '0.000000' });
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('follows the verification level for the daily limit, and a rejection gives the room back', async () => {
    const basic = await walletMember(t, 'basic');
    const advanced = await walletMember(t, 'advanced');
    for (const m of [basic, advanced]) await adjust(t, operator, m.id, 'USDT', '10000');
    const first = await withdraw(basic, '800');
    expect(first.code).toBe(1);
    const over = await withdraw(basic, '300');
    expect(over).toMatchObject({
      code: 0,
      msg: 'This exceeds your daily withdrawal limit of 1000.000000 USDT (200.000000 left today)',
    });
    expect((await withdraw(advanced, '3000')).code).toBe(1);
    expect((await withdraw(advanced, '2001')).code).toBe(0);
    const config = await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: basic.token });
    expect(config.data).toMatchObject({
      daily_limit: '1000.000000',
      used_today: '800.000000',
      verify_level: 'basic',
      fee_rate: '0.01',
      min_amount: '10.000000',
    });

    await decide(t, operator, 'withdraw', first.data.id, 'reject', 'try again');
    expect((await withdraw(basic, '300')).code).toBe(1);
  });

  it('counts the limit per calendar day of the configured time zone', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '3000');
    expect((await withdraw(m, '1000')).code).toBe(1);
    expect((await withdraw(m, '10')).code).toBe(0);
    clock.advance(24 * 3600);
    try {
      expect((await withdraw(m, '1000')).code).toBe(1);
    } finally {
      clock.advance(-24 * 3600);
    }
  });

  it('refuses an amount under the minimum or one that cannot pay its fee, and more than the balance', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '50');
    expect((await withdraw(m, '9.99')).msg).toBe('The minimum withdrawal is 10.000000 USDT');
    await setConfig(t, operator, 'withdraw_fee_min', { USDT: '20' });
    expect((await withdraw(m, '15')).msg).toBe('The amount must be more than the fee of 20.000000 USDT');
    await setConfig(t, operator, 'withdraw_fee_min', { USDT: '1' });
    expect((await withdraw(m, '60')).msg).toBe('Insufficient USDT balance');
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '50.000000', frozen: '0.000000' });
    expect((await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: m.token })).data.used_today).toBe('0.000000');
  });

  it('withdraws to the bound address when none is given', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '100');
    const res = await withdraw(m, '20', { address: '' });
    expect(res.data!.address).toBe(ADDRESS);
  });

  it('applies a repeated idempotency key once', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', '100');
    const [a, b] = await Promise.all([
      withdraw(m, '40', { idempotency_key: 'w-1' }),
      withdraw(m, '40', { idempotency_key: 'w-1' }),
    ]);
    expect(a.data.id).toBe(b.data.id);
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '60.000000', frozen: '40.000000' });
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });
});
