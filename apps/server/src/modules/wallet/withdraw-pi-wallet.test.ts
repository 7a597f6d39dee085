/**
 * Withdrawing PI to the Pi wallet (docs/api.md "Withdrawing to the Pi wallet"): while app-to-user payouts are on,
 * a member linked to Pi withdraws PI with no bound address (the withdrawal says `pi_wallet`, the withdraw page's
 * config names the chain) and the payout job pays it once through the Pi Platform and Horizon stand-ins; a member
 * not linked, or with the Platform client off, is refused without a bound address and nothing changes; a
 * `pi_wallet` withdrawal is never sent to an address while the client is off. SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
import type { HorizonStandIn, PiPlatformStandIn } from '@app/test-support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../core/app-error.ts';
import { checkInvariants } from '../ledger/index.ts';
import { piAppToUserPayments } from '../pi/pi-a2u.ts';
import { payoutsOf } from './pi-payouts.repository.ts';
import { payPiWithdrawals } from './pi-payouts.ts';
import { getTcConfig } from './wallet.service.ts';
import { requestWithdrawal } from './withdraw.service.ts';
import WITHDRAW_TEXTS from '../../i18n/areas/wallet-withdraw.json' with { type: 'json' };
import { adjust, balanceOf, decide, PAY, walletMember, type WalletMember } from './wallet.test-support.ts';
import { startAppToUserRig, type AppToUserRig } from './pi-payout.test-support.ts';

describe('PI withdrawn to the Pi wallet of a member linked to Pi', () => {
  let t: TestApp;
  let horizon: HorizonStandIn;
  let pi: PiPlatformStandIn;
  let operator: string;
  let wallet: { publicKey: string; secret: string };
  let rig: AppToUserRig | undefined;
  beforeAll(async () => {
    rig = await startAppToUserRig();
    ({ t, horizon, pi, operator, wallet } = rig);
  });
  afterAll(() => rig?.stop());

  const db = () => t.app.ctx.db;
  const withdrawalsOf = async (m: WalletMember) =>
    (await t.post('/api/user/withdrawals', { page: 1 }, { token: m.token })).data!.data;
  const rowsOf = async (userId: number) => {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from wallet_withdrawals where user_id = ${userId}`.execute(db());
    return Number(rows[0]!.n);
  };
  const tcconfig = async (m: WalletMember) => (await t.post('/api/user/tcconfig', { coin: 'PI' }, { token: m.token })).data!;

  /** A member with 100 PI, linked to Pi (whose Pi wallet is `piWallet`) when asked, with no bound address. */
  async function member(piWallet?: string) {
    const m = await walletMember(t, 'basic');
    if (piWallet) {
      const user = pi.addUser();
      pi.setWalletAddress(user.uid, piWallet);
      expect((await t.post('/api/user/pilink', { accessToken: user.accessToken }, { token: m.token })).code).toBe(1);
    }
    await adjust(t, operator, m.id, 'PI', '100');
    return m;
  }
  const withdraw = (m: WalletMember, amount = '10', address?: string) =>
    t.post(
      '/api/user/tx',
      { coin: 'PI', chain: 'PI', amount, paypassword: PAY, ...(address ? { address } : {}) },
      { token: m.token },
    );

  it('a linked member withdraws without an address: pi_wallet on the page and the withdrawal, paid once to the Pi wallet', async () => {
    const to = await horizon.fund('1');
    const m = await member(to.publicKey);
    expect((await tcconfig(m)).pi_wallet_chains).toEqual(['PI']);
    expect((await tcconfig(m)).addresses).toEqual({});

    const res = await withdraw(m);
    expect(res.code, res.msg).toBe(1);
    expect(res.data).toMatchObject({ destination: 'pi_wallet', address: '', amount: '10.0000000', status: 'pending' });
    expect(await balanceOf(t, m, 'PI')).toMatchObject({ available: '90.0000000', frozen: '10.0000000' });
    expect((await decide(t, operator, 'withdraw', res.data!.id, 'pass')).code).toBe(1);

    await payPiWithdrawals(db(), wallet.secret, piAppToUserPayments(t.app.ctx));
    await payPiWithdrawals(db(), wallet.secret, piAppToUserPayments(t.app.ctx));
    const [item] = await withdrawalsOf(m);
    expect(item).toMatchObject({ id: res.data!.id, destination: 'pi_wallet', address: '', status: 'paid', payout_state: 'paid' });
    const p = (await payoutsOf(db(), [res.data!.id])).get(res.data!.id)!;
    expect(pi.calls.filter((c) => c.kind === 'create')).toHaveLength(1);
    expect(pi.payment(p.pi_payment_id)).toMatchObject({
      metadata: { withdrawal: res.data!.id },
      status: { developer_completed: true },
    });
    expect(Number(horizon.balance(to.publicKey))).toBeCloseTo(1 + Number(item!.received), 7);
    expect(await balanceOf(t, m, 'PI')).toMatchObject({ available: '90.0000000', frozen: '0.0000000' });
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('an address in the body of a linked member is not used and not checked against the address book', async () => {
    const to = await horizon.fund('1');
    const m = await member(to.publicKey);
    const other = await horizon.fund('1');
    const res = await withdraw(m, '5', other.publicKey);
    expect(res.code, res.msg).toBe(1);
    expect(res.data).toMatchObject({ destination: 'pi_wallet', address: '' });
  });

  it('a member not linked to Pi is refused without a bound address, localized, and nothing changes', async () => {
    const m = await member();
    expect((await tcconfig(m)).pi_wallet_chains).toEqual([]);
    for (const locale of ['en', 'vi'] as const) {
      const res = await t.post(
        '/api/user/tx',
        { coin: 'PI', chain: 'PI', amount: '10', paypassword: PAY },
        { token: m.token, locale },
      );
      expect(res.status).toBe(400);
      expect(res.code).toBe(0);
      expect(res.msg).toBe(WITHDRAW_TEXTS[locale].wallet.bind_address_first);
    }
    expect(await rowsOf(m.id)).toBe(0);
    expect(await balanceOf(t, m, 'PI')).toMatchObject({ available: '100.0000000', frozen: '0.0000000' });
  });

  it('with the Platform client or the payout secret off a linked member keeps the bound-address rule', async () => {
    const m = await member((await horizon.fund('1')).publicKey);
    const a2u = piAppToUserPayments(t.app.ctx);
    const body = { coin: 'PI' as const, chain: 'PI', amount: '10', paypassword: PAY };
    for (const payouts of [{ secret: wallet.secret }, { a2u }, undefined]) {
      const refused = requestWithdrawal(db(), { id: m.id, verifyLevel: 'basic' }, body, payouts);
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ messageKey: 'wallet.bind_address_first' });
      expect((await getTcConfig(db(), { id: m.id, verifyLevel: 'basic' }, 'PI', payouts)).pi_wallet_chains).toEqual([]);
    }
    expect(await rowsOf(m.id)).toBe(0);
    expect(await balanceOf(t, m, 'PI')).toMatchObject({ available: '100.0000000', frozen: '0.0000000' });
  });

  it('a pi_wallet withdrawal waits queued while the Platform client is off, then is paid to the Pi wallet', async () => {
    const to = await horizon.fund('1');
    const m = await member(to.publicKey);
    const res = await withdraw(m, '8');
    expect(res.code, res.msg).toBe(1);
    expect((await decide(t, operator, 'withdraw', res.data!.id, 'pass')).code).toBe(1);
    await payPiWithdrawals(db(), wallet.secret, undefined);
    expect((await payoutsOf(db(), [res.data!.id])).get(res.data!.id)).toMatchObject({ state: 'queued', attempts: 0, hash: '' });
    expect((await withdrawalsOf(m)).find((w) => w.id === res.data!.id)).toMatchObject({
      status: 'passed',
      payout_state: 'queued',
    });
    await payPiWithdrawals(db(), wallet.secret, piAppToUserPayments(t.app.ctx));
    expect((await payoutsOf(db(), [res.data!.id])).get(res.data!.id)).toMatchObject({ state: 'paid' });
    expect(Number(horizon.balance(to.publicKey))).toBeCloseTo(1 + 8 - Number(res.data!.fee), 7);
  });
});
