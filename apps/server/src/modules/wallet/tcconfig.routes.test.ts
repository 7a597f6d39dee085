/**
 * /api/user/tcconfig (docs/api.md "Wallet, points and transfers"): the daily withdrawal limit it shows is the
 * member's own — the verification level's, doubled for a VIP plan with `withdraw_limit_x2` — so the
 * withdrawal page quotes the same figure /api/user/tx enforces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoVip } from '../vip/seed-vip.ts';
import { adjust, PAY, usableAddress, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
  await seedDemoVip(t.app.ctx);
});
afterAll(() => t.close());

const tcconfig = async (member: WalletMember) =>
  (await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: member.token })).data as { daily_limit: string };

const withdraw = async (member: WalletMember, amount: string) => {
  await usableAddress(t.app.ctx.db, member.id, 'USDT', 'TRC20', 'TQ5xTestAddressForVipLimitCheck00');
  return t.post(
    '/api/user/tx',
    { coin: 'USDT', chain: 'TRC20', address: 'TQ5xTestAddressForVipLimitCheck00', amount, paypassword: PAY },
    { token: member.token },
  );
};

describe('tcconfig daily limit', () => {
  it('shows a VIP member the doubled limit, and that limit is the one withdrawals are held to', async () => {
    const member = await walletMember(t);
    await adjust(t, operator, member.id, 'USDT', '5000');
    expect((await tcconfig(member)).daily_limit).toBe('2000.000000');

    const plans = (await t.post('/api/vipp/index', {}, { token: member.token })).data.plans as { id: number; period: string }[];
    const month = plans.find((p) => p.period === 'month')!;
    const bought = await t.post(
      '/api/vipp/submit',
      { plan_id: month.id, agree: true, paypassword: PAY },
      { token: member.token },
    );
    expect(bought.code).toBe(1);

    expect((await tcconfig(member)).daily_limit).toBe('4000.000000');
    expect((await withdraw(member, '4000.000001')).msg).toMatch(/4000/);
    expect((await withdraw(member, '3000')).code).toBe(1);
  });
});
