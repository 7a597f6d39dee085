/**
 * Points (docs/api.md /api/user/changescore, getscorelist, stom, stompreview): transfers by username and by
 * id, the exchange figures shown before confirming and applied exactly, idempotent repeats, and the
 * payment-password lock counted across every money endpoint (docs/product.md §5: 5 wrong → 30 minutes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { checkInvariants } from '../ledger/index.ts';
import {
  adjust,
  balanceOf,
  PAY,
  usableAddress,
  walletMember,
  walletOperator,
  type WalletMember,
} from '../wallet/wallet.test-support.ts';

describe('points transfers and the DGB → platform coin exchange', () => {
  let t: TestApp;
  let operator: string;
  let alice: WalletMember;
  let bob: WalletMember;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    [alice, bob] = [await walletMember(t), await walletMember(t)];
    await adjust(t, operator, alice.id, 'DGB', '1000');
    await adjust(t, operator, alice.id, 'GO', '50');
  });
  afterAll(() => t.close());

  const send = (from: WalletMember, to: string | number, amount: string, extra: Record<string, unknown> = {}) =>
    t.post('/api/user/changescore', { to, amount, paypassword: PAY, ...extra }, { token: from.token });

  it('transfers DGB points by username and by id, logged on both sides', async () => {
    const byName = await send(alice, bob.username, '12.5');
    expect(byName).toMatchObject({
      code: 1,
      msg: 'Transfer successful',
      data: { amount: '12.50', coin: 'DGB', to: { id: bob.id, username: bob.username } },
    });
    expect((await send(alice, bob.id, '7.5')).code).toBe(1);
    expect((await balanceOf(t, bob, 'DGB')).available).toBe('20.00');
    const bobLog = await t.post('/api/user/getscorelist', { type: 'dgb', page: 1 }, { token: bob.token });
    expect(bobLog.data.data.map((e: { amount: string; balance: string }) => [e.amount, e.balance])).toEqual([
      ['7.50', '20.00'],
      ['12.50', '12.50'],
    ]);
    const aliceLog = await t.post('/api/user/getscorelist', { type: 'dgb', page: 1 }, { token: alice.token });
    expect(aliceLog.data.data[0]).toMatchObject({ amount: '-7.50', balance: '980.00', type: 'transfer' });
  });

  it('transfers go score when asked, and lists it apart', async () => {
    expect((await send(alice, bob.username, '5', { coin: 'GO' })).data).toMatchObject({ amount: '5', coin: 'GO' });
    const log = await t.post('/api/user/getscorelist', { type: 'go', page: 1 }, { token: bob.token });
    expect(log.data.data).toEqual([expect.objectContaining({ coin: 'GO', amount: '5', balance: '5' })]);
  });

  it('refuses a transfer to oneself, to nobody (404) and beyond the balance', async () => {
    expect((await send(alice, alice.username, '1')).msg).toBe('You cannot transfer to yourself');
    expect((await send(alice, 'nobody_here', '1')).status).toBe(404);
    expect((await send(bob, alice.id, '21')).msg).toBe('Insufficient DGB balance');
  });

  it('applies a repeated transfer key once, and refuses the key with another amount', async () => {
    const before = (await balanceOf(t, bob, 'DGB')).available;
    const [a, b] = await Promise.all([
      send(alice, bob.id, '1', { idempotency_key: 'gift-1' }),
      send(alice, bob.id, '1', { idempotency_key: 'gift-1' }),
    ]);
    expect(a.data.id).toBe(b.data.id);
    expect(Number((await balanceOf(t, bob, 'DGB')).available) - Number(before)).toBe(1);
    expect((await send(alice, bob.id, '2', { idempotency_key: 'gift-1' })).status).toBe(409);
  });

  it('previews the exchange figures, then exchanges exactly those', async () => {
    await t.post(
      '/api/admin/exchange/liquidity',
      { coin: 'COIN', amount: '1000', reason: 'seed the exchange' },
      { token: operator },
    );
    const preview = await t.post('/api/user/stompreview', { amount: '100.33' }, { token: alice.token });
    // 2% fee of 100.33 = 2.0066 → 2.01 DGB; (100.33 − 2.01) × 0.01 = 0.9832 COIN
    expect(preview.data).toEqual({ amount: '100.33', rate: '0.01', fee: '2.01', received: '0.983200' });
    const dgbBefore = (await balanceOf(t, alice, 'DGB')).available;
    const done = await t.post('/api/user/stom', { amount: '100.33', paypassword: PAY }, { token: alice.token });
    expect(done).toMatchObject({ code: 1, msg: 'Exchange successful', data: preview.data });
    expect((await balanceOf(t, alice, 'COIN')).available).toBe('0.983200');
    expect(Math.round((Number(dgbBefore) - Number((await balanceOf(t, alice, 'DGB')).available)) * 100)).toBe(10033);
  });

  it('refuses an exchange too small to pay anything, and one the liquidity cannot cover', async () => {
    expect((await t.post('/api/user/stompreview', { amount: '0.01' }, { token: alice.token })).msg).toBe(
      'The amount is too small to receive any platform coin',
    );
    await t.post('/api/admin/exchange/liquidity', { coin: 'COIN', amount: '-999', reason: 'drain' }, { token: operator });
    const res = await t.post('/api/user/stom', { amount: '500', paypassword: PAY }, { token: alice.token });
    expect(res.msg).toBe('Exchange is temporarily unavailable. Please try again later');
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('counts wrong payment passwords across endpoints and locks money moves for 30 minutes', async () => {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'DGB', '100');
    await adjust(t, operator, m.id, 'USDT', '100');
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', 'TADDRESS00000000001');
    const wrong = '000000';
    expect((await t.post('/api/user/changescore', { to: bob.id, amount: '1', paypassword: wrong }, { token: m.token })).msg).toBe(
      'The payment password is incorrect. Tries left: 4',
    );
    await t.post('/api/user/stom', { amount: '10', paypassword: wrong }, { token: m.token });
    await t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'TRC20', address: 'TADDRESS00000000001', amount: '20', paypassword: wrong },
      { token: m.token },
    );
    await t.post(
      '/api/ctoc/bindaddress',
      { coin: 'USDT', chain: 'TRC20', address: 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV', paypassword: wrong, code: '123456' },
      { token: m.token },
    );
    const fifth = await t.post('/api/user/changescore', { to: bob.id, amount: '1', paypassword: wrong }, { token: m.token });
    expect(fifth.msg).toMatch(/too many times\. Try again in 30 minutes/);
    const right = await t.post('/api/user/changescore', { to: bob.id, amount: '1', paypassword: PAY }, { token: m.token });
    expect(right.msg).toMatch(/too many times/);
    expect((await balanceOf(t, m, 'DGB')).available).toBe('100.00');
    clock.advance(31 * 60);
    try {
      expect(
        (await t.post('/api/user/changescore', { to: bob.id, amount: '1', paypassword: PAY }, { token: m.token })).code,
      ).toBe(1);
    } finally {
      clock.advance(-31 * 60);
    }
  });
});
