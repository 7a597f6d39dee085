/**
 * Per-network switches (docs/api.md "Suspended networks"): an operator suspends deposits or withdrawals of one
 * network, and the member is told so (localized) while the other networks of the coin go on; a network's own
 * minimum deposit shows on the recharge page and is enforced. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adjust, balanceOf, PAY, setConfig, usableAddress, walletMember, walletOperator } from './wallet.test-support.ts';

describe('suspending one network', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    await setConfig(t, operator, 'chain_networks', {
      ERC20: { kind: 'evm', confirmations: 12, withdrawals_suspended: true },
      TRC20: { kind: 'tron', confirmations: 19, deposits_suspended: true },
      BEP20: { kind: 'evm', confirmations: 15, min_deposit: { USDT: '25' } },
    });
    await setConfig(t, operator, 'wallet_deposit_addresses', {
      PI: { PI: 'GPIDEPOSITADDRESS0001' },
      USDT: { TRC20: 'TUSDTDEPOSITADDRESS0001', ERC20: '0xusdtdepositaddress0001', BEP20: '0xusdtdepositaddress0002' },
    });
    await setConfig(t, operator, 'wallet_chains', { PI: ['PI'], USDT: ['TRC20', 'ERC20', 'BEP20'] });
  });
  afterAll(() => t?.close());

  it('refuses deposits of the suspended network with a localized message, and keeps the others open', async () => {
    const m = await walletMember(t);
    const refused = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'TRC20' }, { token: m.token });
    expect(refused).toMatchObject({ code: 0, msg: expect.stringContaining('suspended') });
    const zh = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'TRC20' }, { token: m.token, locale: 'zh-CHS' });
    expect(zh.msg).toContain('暂时停止');
    const claim = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'TRC20', hash: 'ab'.repeat(32), amount: '30' },
      { token: m.token },
    );
    expect(claim.code).toBe(0);
    const open = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'ERC20' }, { token: m.token });
    expect(open.code, open.msg).toBe(1);
  });

  it('shows and enforces the network minimum deposit', async () => {
    const m = await walletMember(t);
    const page = await t.post('/api/user/recharge', { coin: 'USDT', chain: 'BEP20' }, { token: m.token });
    expect(page.data).toMatchObject({ min_recharge: '25.000000' });
    const small = await t.post(
      '/api/user/recharge',
      { coin: 'USDT', chain: 'BEP20', hash: 'cd'.repeat(32), amount: '20' },
      { token: m.token },
    );
    expect(small).toMatchObject({ code: 0, msg: expect.stringContaining('25') });
  });

  it('refuses withdrawals of the suspended network before the payment password, freezing nothing', async () => {
    const m = await walletMember(t);
    await adjust(t, operator, m.id, 'USDT', '100');
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'ERC20', `0x${'12'.repeat(20)}`);
    const wrongPassword = await t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'ERC20', amount: '50', paypassword: '000000' },
      { token: m.token },
    );
    expect(wrongPassword).toMatchObject({ code: 0, msg: expect.stringContaining('Withdrawals of USDT on ERC20 are suspended') });
    const right = await t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'ERC20', amount: '50', paypassword: PAY },
      { token: m.token },
    );
    expect(right.code).toBe(0);
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '100.000000', frozen: '0.000000' });
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    const other = await t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'TRC20', amount: '50', paypassword: PAY },
      { token: m.token },
    );
    expect(other.code, other.msg).toBe(1);
  });

  it('marks the suspended networks in getmoneytype with the localized reasons, and only those', async () => {
    const types = await t.post('/api/ctoc/getmoneytype');
    const usdt = types.data.find((type: { coin: string }) => type.coin === 'USDT');
    expect(usdt?.suspended).toEqual({
      TRC20: { deposits: expect.stringContaining('Deposits of USDT on TRC20 are suspended') },
      ERC20: { withdrawals: expect.stringContaining('Withdrawals of USDT on ERC20 are suspended') },
    });
    expect(types.data.find((type: { coin: string }) => type.coin === 'PI')?.suspended).toEqual({});
    const ko = await t.post('/api/ctoc/getmoneytype', {}, { locale: 'ko' });
    const koUsdt = ko.data.find((type: { coin: string }) => type.coin === 'USDT');
    expect(koUsdt?.suspended?.TRC20?.deposits).toContain('입금이 잠시 중단');
  });
});
