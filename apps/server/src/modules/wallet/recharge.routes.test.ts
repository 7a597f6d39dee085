/**
 * Recharge (docs/api.md /api/user/recharge) through the console's deposit queue: the address and QR code,
 * the closed-coin message of docs/product.md §8, a pending deposit per transaction hash, and the reviewer's pass
 * crediting the balance and the log exactly once (SQLite and PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkInvariants } from '../ledger/index.ts';
import { balanceOf, decide, depositOf, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

describe('recharge and the deposit review queue', () => {
  let t: TestApp;
  let operator: string;
  let member: WalletMember;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    member = await walletMember(t);
  });
  afterAll(() => t.close());

  it('lists every coin with its chains and switches, and every balance at zero', async () => {
    const types = await t.post('/api/ctoc/getmoneytype');
    expect(types.data.map((c: { coin: string }) => c.coin)).toEqual(['PI', 'USDT', 'COIN', 'DGB', 'GO']);
    expect(types.data[1]).toMatchObject({
      coin: 'USDT',
      scale: 6,
      chains: ['TRC20', 'ERC20'],
      recharge_enabled: true,
      withdraw_enabled: true,
    });
    expect(types.data[3]).toMatchObject({ coin: 'DGB', chains: [], recharge_enabled: false });
    const wallet = await t.post('/api/ctoc/getwallet', {}, { token: member.token });
    expect(wallet.data).toContainEqual({ coin: 'PI', available: '0.0000000', frozen: '0.0000000' });
    expect(wallet.data).toHaveLength(5);
  });

  it('shows the deposit address with its QR code and minimum, and that no watcher reads the network', async () => {
    const res = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'trc20' }, { token: member.token });
    expect(res.code).toBe(1);
    // Without a hash the reply is the deposit address, not a deposit record.
    if (!('qrcode' in res.data)) throw new Error('expected the deposit address');
    expect(res.data).toMatchObject({
      address: 'TUSDTDEPOSITADDRESS0001',
      chain: 'TRC20',
      min_recharge: '10.000000',
      watched: false,
    });
    // Not watched: credited only once an operator has checked the submitted hash, so no confirmations to wait for.
    expect(res.data).not.toHaveProperty('confirmations');
    expect(res.data.qrcode).toMatch(/^data:image\/png;base64,/);
  });

  it('answers a closed coin with "this coin temporarily cannot be recharged"', async () => {
    const res = await t.post('/api/user/recharge', { coin: 'COIN', chain: 'BEP20' }, { token: member.token });
    expect(res).toMatchObject({ status: 400, code: 0, msg: 'This coin temporarily cannot be recharged' });
    const zh = await t.post('/api/user/recharge', { coin: 'COIN', chain: 'BEP20' }, { token: member.token, locale: 'zh-CHS' });
    expect(zh.msg).toBe('该币种暂时无法充值');
  });

  it('refuses a chain the coin is not on and an amount under the minimum', async () => {
    expect((await t.post('/api/user/recharge', { coin: 'PI', chain: 'TRC20' }, { token: member.token })).msg).toBe(
      'PI is not available on the TRC20 network',
    );
    const small = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'TRC20', amount: '9.99', hash: `0x${'a1'.repeat(32)}` },
      { token: member.token },
    );
    expect(small).toMatchObject({ code: 0, msg: 'The minimum recharge is 10.000000 USDT' });
  });

  it('credits a passed deposit to the balance and the log once; a second decision is refused', async () => {
    const sent = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'TRC20', amount: '125.5', hash: `0x${'ABCDEF0123456789'.repeat(4)}` },
      { token: member.token },
    );
    expect(sent.data).toMatchObject({ status: 'pending', amount: '125.500000' });
    expect((await balanceOf(t, member, 'USDT')).available).toBe('0.000000');

    const queue = await t.post('/api/admin/review/list', { kind: 'deposit', status: 'pending', page: 1 }, { token: operator });
    const deposit = depositOf(sent.data);
    const item = queue.data.data.find((i) => i.id === deposit.id);
    expect(item).toMatchObject({
      kind: 'deposit',
      user_id: member.id,
      username: member.username,
      detail: { amount: '125.500000', hash: 'abcdef0123456789'.repeat(4), chain: 'TRC20' },
    });

    expect((await decide(t, operator, 'deposit', deposit.id, 'pass')).code).toBe(1);
    expect(await balanceOf(t, member, 'USDT')).toEqual({ coin: 'USDT', available: '125.500000', frozen: '0.000000' });
    const log = await t.post('/api/user/getwaletlog', { coin: 'USDT', page: 1 }, { token: member.token });
    expect(log.data.data).toEqual([
      expect.objectContaining({ coin: 'USDT', amount: '125.500000', balance: '125.500000', type: 'deposit' }),
    ]);

    const again = await decide(t, operator, 'deposit', deposit.id, 'reject', 'late');
    expect(again.status).toBe(409);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('125.500000');
  });

  it('refuses a hash already claimed on that chain, in any letter case', async () => {
    const res = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'TRC20', amount: '50', hash: 'abcdef0123456789'.repeat(4) },
      { token: member.token },
    );
    expect(res).toMatchObject({ status: 409, code: 0, msg: 'This transaction hash has already been submitted' });
  });

  it('moves nothing when a deposit is rejected', async () => {
    const sent = await t.post(
      '/api/user/recharge',
      { coin: 'PI', chain: 'PI', amount: '3', hash: '0111'.repeat(16) },
      { token: member.token },
    );
    expect((await decide(t, operator, 'deposit', depositOf(sent.data).id, 'reject', 'no such transaction')).data).toMatchObject({
      status: 'rejected',
      detail: { reason: 'no such transaction' },
    });
    expect((await balanceOf(t, member, 'PI')).available).toBe('0.0000000');
  });

  it('returns the first deposit for a repeated idempotency key', async () => {
    const body = {
      coin: 'USDT',
      chain: 'ERC20',
      amount: '20',
      hash: `0x${'5555666677778888'.repeat(4)}`,
      idempotency_key: 'dep-1',
    };
    const first = await t.post('/api/user/recharge', body, { token: member.token });
    const repeat = await t.post('/api/user/recharge', body, { token: member.token });
    expect(repeat.data).toEqual(first.data);
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });
});
