/**
 * PI withdrawals paid by the server (docs/api.md "PI paid by the server") against the Horizon stand-in: the
 * payout is a real signed payment from the app wallet with the withdrawal id as memo. A payout stored as
 * submitted by a process that died before or after posting it is found on the restart and paid once; a payout
 * that keeps failing goes back to the payout desk after its attempts, where the funds return once; the desk
 * waits while the server is sending. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { startHorizon, toStroops, type HorizonStandIn } from '@app/test-support';
import { Keypair } from '@stellar/stellar-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountSequence, signPayment, horizonNetworks } from '../chain/index.ts';
import { checkInvariants } from '../ledger/index.ts';
import { movePayout, payoutsIn, queueInTransit } from './pi-payouts.repository.ts';
import { MAX_ATTEMPTS, payPiWithdrawals } from './pi-payouts.ts';
import {
  adjust,
  ADDRESSES,
  balanceOf,
  decide,
  PAY,
  payout,
  setConfig,
  usableAddress,
  walletMember,
  walletOperator,
  type WalletMember,
} from './wallet.test-support.ts';

describe('PI withdrawals paid by the server', () => {
  let t: TestApp;
  let horizon: HorizonStandIn;
  let operator: string;
  let wallet: { publicKey: string; secret: string };
  beforeAll(async () => {
    horizon = await startHorizon();
    wallet = await horizon.fund('1000');
    t = await createTestApp({ PI_PAYOUT_SECRET: wallet.secret });
    operator = await walletOperator(t);
    await setConfig(t, operator, 'wallet_deposit_addresses', { ...ADDRESSES, PI: { PI: wallet.publicKey } });
    await setConfig(t, operator, 'chain_networks', {
      PI: { kind: 'memo', confirmations: 1, horizon_url: horizon.url, network_passphrase: horizon.passphrase },
    });
  });
  afterAll(async () => {
    await t?.close();
    await horizon?.stop();
  });

  const db = () => t.app.ctx.db;
  const run = () => payPiWithdrawals(db(), wallet.secret);
  const network = async () => (await horizonNetworks(db()))[0]!;
  const payoutPostings = async (id: number) => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ledger_postings
      where idempotency_key in (${`withdraw_paid:${id}`}, ${`withdraw_failed:${id}`})`.execute(db());
    return Number(rows[0]!.n);
  };
  const withdrawal = async (m: WalletMember, id: number) =>
    (await t.post('/api/user/withdrawals', { page: 1 }, { token: m.token })).data!.data.find((w) => w.id === id)!;

  /** A member with 100 PI, a withdrawal of `amount` PI to `to`, passed by an operator (in transit). */
  async function passedWithdrawal(to: string, amount = '10'): Promise<{ member: WalletMember; id: number }> {
    const member = await walletMember(t, 'basic');
    await adjust(t, operator, member.id, 'PI', '100');
    await usableAddress(db(), member.id, 'PI', 'PI', to);
    const res = await t.post('/api/user/tx', { coin: 'PI', chain: 'PI', amount, paypassword: PAY }, { token: member.token });
    expect(res.code, res.msg).toBe(1);
    expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).code).toBe(1);
    return { member, id: res.data.id };
  }

  it('pays a passed withdrawal with a signed payment carrying its id as memo, once', async () => {
    const to = await horizon.fund('1');
    const { member, id } = await passedWithdrawal(to.publicKey);
    const received = (await withdrawal(member, id)).received;
    await run();
    await run();
    const paid = await withdrawal(member, id);
    expect(paid).toMatchObject({ status: 'paid' });
    const tx = horizon.transaction(paid.hash!);
    expect(tx).toMatchObject({ successful: true, memo_type: 'text', memo: String(id), source_account: wallet.publicKey });
    expect(Number(horizon.balance(to.publicKey))).toBeCloseTo(1 + Number(received), 7);
    expect(await payoutPostings(id)).toBe(1);
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('a payout stored as submitted by a process killed before posting is found unsent, posted once and paid', async () => {
    const to = await horizon.fund('1');
    const { member, id } = await passedWithdrawal(to.publicKey, '5');
    const h = await network();
    await queueInTransit(db(), 'PI', 0);
    // What the killed process left: the signed envelope stored, nothing posted.
    const signed = signPayment({
      secret: wallet.secret,
      passphrase: h.network.network_passphrase,
      sequence: await accountSequence(horizon.url, wallet.publicKey),
      to: to.publicKey,
      stroops: toStroops((await withdrawal(member, id)).received),
      memo: String(id),
    });
    expect(await movePayout(db(), id, 'queued', { state: 'submitted', ...signed, attempts: 1 }, 0)).toBe(true);
    const before = horizon.balance(to.publicKey);
    await Promise.all([run(), run()]);
    await run();
    const paid = await withdrawal(member, id);
    expect(paid).toMatchObject({ status: 'paid', hash: signed.hash });
    expect(Number(horizon.balance(to.publicKey)) - Number(before)).toBeCloseTo(Number(paid.received), 7);
    expect(await payoutPostings(id)).toBe(1);
  });

  it('a payout posted by a process killed before it recorded the outcome is looked up, not sent again', async () => {
    const to = await horizon.fund('1');
    const { member, id } = await passedWithdrawal(to.publicKey, '6');
    const h = await network();
    await queueInTransit(db(), 'PI', 0);
    const signed = signPayment({
      secret: wallet.secret,
      passphrase: h.network.network_passphrase,
      sequence: await accountSequence(horizon.url, wallet.publicKey),
      to: to.publicKey,
      stroops: toStroops((await withdrawal(member, id)).received),
      memo: String(id),
    });
    expect(await movePayout(db(), id, 'queued', { state: 'submitted', ...signed, attempts: 1 }, 0)).toBe(true);
    expect((await horizon.postEnvelope(signed.envelope)).status).toBe(200);
    const posts = horizon.requests.filter((r) => r.method === 'POST').length;
    await run();
    expect(horizon.requests.filter((r) => r.method === 'POST').length).toBe(posts);
    expect(await withdrawal(member, id)).toMatchObject({ status: 'paid', hash: signed.hash });
    expect(Number(horizon.balance(to.publicKey))).toBeCloseTo(1 + Number((await withdrawal(member, id)).received), 7);
  });

  it('the desk waits while the server sends; after failing its attempts the payout is back on the desk, where the funds return once', async () => {
    // An address that has no account on the chain: every attempt fails there (op_no_destination).
    const to = Keypair.random().publicKey();
    const { member, id } = await passedWithdrawal(to, '8');
    await queueInTransit(db(), 'PI', 0);
    const early = await payout(t, operator, id, { reason: 'by hand' });
    expect(early).toMatchObject({ code: 0 });
    expect(early.msg).toContain('sending this withdrawal');
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) await run();
    expect((await payoutsIn(db(), 'PI', 'failed')).map((p) => p.withdrawal_id)).toContain(id);
    expect(await withdrawal(member, id)).toMatchObject({ status: 'passed' });
    expect((await balanceOf(t, member, 'PI')).available).toBe('92.0000000');
    const fails = await Promise.all([1, 2].map(() => payout(t, operator, id, { reason: 'no such account' })));
    expect(fails.filter((r) => r.code === 1)).toHaveLength(1);
    await run();
    expect(await withdrawal(member, id)).toMatchObject({ status: 'failed' });
    expect((await balanceOf(t, member, 'PI')).available).toBe('100.0000000');
    expect(await payoutPostings(id)).toBe(1);
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('sends nothing without the secret', async () => {
    const to = await horizon.fund('1');
    const { member, id } = await passedWithdrawal(to.publicKey);
    expect(await payPiWithdrawals(db(), undefined)).toBe(0);
    expect(await withdrawal(member, id)).toMatchObject({ status: 'passed' });
  });
});
