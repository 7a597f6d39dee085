/**
 * PI paid to a member signed in with Pi (docs/api.md "PI paid to a member signed in with Pi (app-to-user)")
 * against the Pi Platform stand-in and the Horizon stand-in (loopback only): the Platform payment is created and
 * stored first, paid on chain to its to_address with its identifier as memo, and completed with the hash; a
 * process that stopped after submitting is recovered by a fresh client without paying twice; a Platform that is
 * down fails the payout after its attempts (two job runners racing under the lease), back on the desk where the
 * funds return once; a payment the Platform cancelled is replaced; an open payment of this withdrawal is adopted.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { HorizonStandIn, PiPlatformStandIn } from '@app/test-support';
import { Keypair } from '@stellar/stellar-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { runJob } from '../../core/jobs.ts';
import { horizonNetworks } from '../chain/index.ts';
import { checkInvariants } from '../ledger/index.ts';
import { piAppToUserPayments } from '../pi/pi-a2u.ts';
import { sendAppToUser } from './pi-a2u-payouts.ts';
import { payoutsIn, payoutsOf, queueInTransit, storePiPayment } from './pi-payouts.repository.ts';
import { MAX_ATTEMPTS, payPiWithdrawals } from './pi-payouts.ts';
import { adjust, balanceOf, decide, PAY, payout, usableAddress, walletMember, type WalletMember } from './wallet.test-support.ts';
import { startAppToUserRig, type AppToUserRig } from './pi-payout.test-support.ts';

describe('PI paid to a member signed in with Pi (app-to-user)', () => {
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
  /** Each pass with a client made anew, as a restarted process would. */
  const run = () => payPiWithdrawals(db(), wallet.secret, piAppToUserPayments(t.app.ctx));
  const runUnderLease = (owner: string) => runJob(t.app.ctx, 'wallet.pi_payouts', owner);
  const network = async () => (await horizonNetworks(db()))[0]!;
  const payoutOf = async (id: number) => (await payoutsOf(db(), [id])).get(id)!;
  const payoutPostings = async (id: number) => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ledger_postings
      where idempotency_key in (${`withdraw_paid:${id}`}, ${`withdraw_failed:${id}`})`.execute(db());
    return Number(rows[0]!.n);
  };
  const withdrawal = async (m: WalletMember, id: number) =>
    (await t.post('/api/user/withdrawals', { page: 1 }, { token: m.token })).data!.data.find((w) => w.id === id)!;
  const platform = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${pi.url}${path}`, {
      method,
      headers: { authorization: `Key ${pi.apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, any>;
  };
  const created = () => pi.calls.filter((c) => c.kind === 'create').length;

  /**
   * A member linked to Pi whose Pi wallet is `piWallet`, with 100 PI and a passed withdrawal of `amount` PI (the
   * bound address, another account, must receive nothing).
   */
  async function passedWithdrawal(piWallet: string, amount = '10') {
    const member = await walletMember(t, 'basic');
    const user = pi.addUser();
    pi.setWalletAddress(user.uid, piWallet);
    expect((await t.post('/api/user/pilink', { accessToken: user.accessToken }, { token: member.token })).code).toBe(1);
    await adjust(t, operator, member.id, 'PI', '100');
    const bound = await horizon.fund('1');
    await usableAddress(db(), member.id, 'PI', 'PI', bound.publicKey);
    const res = await t.post('/api/user/tx', { coin: 'PI', chain: 'PI', amount, paypassword: PAY }, { token: member.token });
    expect(res.code, res.msg).toBe(1);
    expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).code).toBe(1);
    const received = (await withdrawal(member, res.data.id)).received;
    return { member, uid: user.uid, id: res.data.id as number, received, bound: bound.publicKey };
  }

  it('creates the Pi payment, stores it, pays its to_address with the identifier as memo and completes it, once', async () => {
    const to = await horizon.fund('1');
    const w = await passedWithdrawal(to.publicKey);
    const before = created();
    await run();
    await run();
    expect(created() - before).toBe(1);
    const p = await payoutOf(w.id);
    expect(p).toMatchObject({ state: 'paid', attempts: 1 });
    expect(p.pi_payment_id).not.toBe('');
    const paid = await withdrawal(w.member, w.id);
    expect(paid).toMatchObject({ status: 'paid', hash: p.hash });
    expect(horizon.transaction(p.hash)).toMatchObject({
      successful: true,
      memo_type: 'text',
      memo: p.pi_payment_id,
      source_account: wallet.publicKey,
    });
    expect(pi.payment(p.pi_payment_id)).toMatchObject({
      direction: 'app_to_user',
      user_uid: w.uid,
      amount: Number(w.received),
      metadata: { withdrawal: w.id },
      status: { developer_completed: true, cancelled: false },
      transaction: { txid: p.hash, verified: true },
    });
    expect(Number(horizon.balance(to.publicKey))).toBeCloseTo(1 + Number(w.received), 7);
    expect(horizon.balance(w.bound)).toBe('1.0000000');
    expect((await balanceOf(t, w.member, 'PI')).available).toBe('90.0000000');
    expect(await payoutPostings(w.id)).toBe(1);
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('a process stopped after submitting (posted or not) is recovered by a fresh one: one payment on chain, completed once', async () => {
    for (const posted of [false, true]) {
      const to = await horizon.fund('1');
      const w = await passedWithdrawal(to.publicKey, '7');
      await queueInTransit(db(), 'PI', 0);
      const [queued] = (await payoutsIn(db(), 'PI', 'queued', 100)).filter((p) => p.withdrawal_id === w.id);
      // The stopped process: its step created and stored the payment and stored the signed attempt, nothing more.
      const stopped = await sendAppToUser(
        { db: db(), h: await network(), secret: wallet.secret, a2u: piAppToUserPayments(t.app.ctx)! },
        queued!,
      );
      expect(stopped).toMatchObject({ state: 'submitted', attempts: 1 });
      expect(pi.payment(stopped!.pi_payment_id)?.status.developer_completed).toBe(false);
      if (posted) expect((await horizon.postEnvelope(stopped!.envelope)).status).toBe(200);
      const before = created();
      await Promise.all([runUnderLease('instance-a'), runUnderLease('instance-b')]);
      await run();
      expect(created() - before).toBe(0);
      expect(await payoutOf(w.id)).toMatchObject({ state: 'paid', hash: stopped!.hash, pi_payment_id: stopped!.pi_payment_id });
      expect(pi.payment(stopped!.pi_payment_id)).toMatchObject({
        status: { developer_completed: true },
        transaction: { txid: stopped!.hash },
      });
      expect(pi.calls.filter((c) => c.kind === 'complete' && c.path.includes(stopped!.pi_payment_id))).toHaveLength(1);
      expect(Number(horizon.balance(to.publicKey)) - 1).toBeCloseTo(Number(w.received), 7);
      expect(await payoutPostings(w.id)).toBe(1);
    }
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('a completion the Platform does not answer leaves the payout submitted; the next passes complete it without paying again', async () => {
    const to = await horizon.fund('1');
    const w = await passedWithdrawal(to.publicKey, '4');
    pi.failNext('complete', { status: 503, error: 'service_unavailable', times: 2 });
    await run();
    expect(await payoutOf(w.id)).toMatchObject({ state: 'submitted', attempts: 1, last_error: 'complete: service_unavailable' });
    expect(await withdrawal(w.member, w.id)).toMatchObject({ status: 'passed' });
    const posts = horizon.requests.filter((r) => r.method === 'POST').length;
    await run();
    await run();
    expect(horizon.requests.filter((r) => r.method === 'POST').length).toBe(posts);
    const p = await payoutOf(w.id);
    expect(p).toMatchObject({ state: 'paid', attempts: 1 });
    expect(pi.payment(p.pi_payment_id)).toMatchObject({ status: { developer_completed: true }, transaction: { txid: p.hash } });
    expect(Number(horizon.balance(to.publicKey)) - 1).toBeCloseTo(Number(w.received), 7);
    expect(await payoutPostings(w.id)).toBe(1);
  });

  it('a member not linked to Pi is paid to the bound address; a payout holding a Pi payment waits while the Platform client is off', async () => {
    const member = await walletMember(t, 'basic');
    await adjust(t, operator, member.id, 'PI', '100');
    const bound = await horizon.fund('1');
    await usableAddress(db(), member.id, 'PI', 'PI', bound.publicKey);
    const res = await t.post('/api/user/tx', { coin: 'PI', chain: 'PI', amount: '3', paypassword: PAY }, { token: member.token });
    expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).code).toBe(1);
    const linkedWallet = await horizon.fund('1');
    const w = await passedWithdrawal(linkedWallet.publicKey, '3');
    await queueInTransit(db(), 'PI', 0);
    const made = await platform('POST', '/v2/payments', {
      payment: { amount: Number(w.received), memo: `Withdrawal ${w.id}`, metadata: { withdrawal: w.id }, uid: w.uid },
    });
    expect(await storePiPayment(db(), w.id, made.identifier, 0)).toBe(true);
    // Pi mode off (no Platform client): the plain payout goes out, the one holding a Pi payment is not sent anywhere.
    await payPiWithdrawals(db(), wallet.secret, undefined);
    const plain = await payoutOf(res.data.id);
    expect(plain).toMatchObject({ state: 'paid', pi_payment_id: '' });
    expect(horizon.transaction(plain.hash)).toMatchObject({ memo: String(res.data.id) });
    expect(Number(horizon.balance(bound.publicKey)) - 1).toBeCloseTo(Number((await withdrawal(member, res.data.id)).received), 7);
    expect(await payoutOf(w.id)).toMatchObject({ state: 'queued', attempts: 0, pi_payment_id: made.identifier });
    expect(horizon.balance(w.bound)).toBe('1.0000000');
    await run();
    expect(await payoutOf(w.id)).toMatchObject({ state: 'paid', pi_payment_id: made.identifier });
    expect(Number(horizon.balance(linkedWallet.publicKey)) - 1).toBeCloseTo(Number(w.received), 7);
    expect(horizon.balance(w.bound)).toBe('1.0000000');
  });

  it('the Platform API down: every attempt counted once under the lease, then failed and back on the desk, where the funds return once', async () => {
    const to = await horizon.fund('1');
    const w = await passedWithdrawal(to.publicKey, '8');
    pi.failNext('create', { status: 503, error: 'service_unavailable', times: 100 });
    try {
      for (let i = 0; i < MAX_ATTEMPTS + 1; i++) await Promise.all([runUnderLease('instance-a'), runUnderLease('instance-b')]);
    } finally {
      pi.recover();
    }
    const p = await payoutOf(w.id);
    expect(p).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, last_error: 'service_unavailable', pi_payment_id: '' });
    await run();
    expect(await payoutOf(w.id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(await withdrawal(w.member, w.id)).toMatchObject({ status: 'passed' });
    const fails = await Promise.all([1, 2].map(() => payout(t, operator, w.id, { reason: 'Pi Platform down' })));
    expect(fails.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await withdrawal(w.member, w.id)).toMatchObject({ status: 'failed' });
    expect((await balanceOf(t, w.member, 'PI')).available).toBe('100.0000000');
    expect(await payoutPostings(w.id)).toBe(1);
    expect(horizon.balance(to.publicKey)).toBe('1.0000000');
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('Horizon refusing every attempt: failed after its attempts and the Pi payment cancelled', async () => {
    // A Pi wallet with no account on the chain: every payment fails there (op_no_destination).
    const w = await passedWithdrawal(Keypair.random().publicKey(), '6');
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) await run();
    const p = await payoutOf(w.id);
    expect(p).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(p.pi_payment_id).not.toBe('');
    expect(pi.payment(p.pi_payment_id)?.status).toMatchObject({ cancelled: true, developer_completed: false });
    expect(await withdrawal(w.member, w.id)).toMatchObject({ status: 'passed' });
    expect((await payout(t, operator, w.id, { reason: 'no Pi account' })).code).toBe(1);
    expect((await balanceOf(t, w.member, 'PI')).available).toBe('100.0000000');
  });

  it('a payment the Platform cancelled before it was paid is let go and a new one pays the member once', async () => {
    const to = await horizon.fund('1');
    const w = await passedWithdrawal(to.publicKey, '5');
    await queueInTransit(db(), 'PI', 0);
    const first = await platform('POST', '/v2/payments', {
      payment: { amount: Number(w.received), memo: `Withdrawal ${w.id}`, metadata: { withdrawal: w.id }, uid: w.uid },
    });
    expect(await storePiPayment(db(), w.id, first.identifier, 0)).toBe(true);
    expect((await platform('POST', `/v2/payments/${first.identifier}/cancel`, {})).status.cancelled).toBe(true);
    await run();
    expect(await payoutOf(w.id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'cancelled_payment',
      pi_payment_id: '',
    });
    await run();
    const p = await payoutOf(w.id);
    expect(p).toMatchObject({ state: 'paid', attempts: 2 });
    expect(p.pi_payment_id).not.toBe(first.identifier);
    expect(horizon.transaction(p.hash)).toMatchObject({ memo: p.pi_payment_id });
    expect(Number(horizon.balance(to.publicKey)) - 1).toBeCloseTo(Number(w.received), 7);
    expect(await payoutPostings(w.id)).toBe(1);
  });

  it("an open payment of this withdrawal (created before the identifier was stored) is adopted; another payout's left open is cancelled", async () => {
    const to = await horizon.fund('1');
    const w = await passedWithdrawal(to.publicKey, '9');
    const lost = await platform('POST', '/v2/payments', {
      payment: { amount: Number(w.received), memo: `Withdrawal ${w.id}`, metadata: { withdrawal: w.id }, uid: w.uid },
    });
    await run();
    const p = await payoutOf(w.id);
    expect(p).toMatchObject({ state: 'paid', pi_payment_id: lost.identifier, attempts: 1 });
    expect(pi.payment(lost.identifier)).toMatchObject({ status: { developer_completed: true }, transaction: { txid: p.hash } });
    expect(Number(horizon.balance(to.publicKey)) - 1).toBeCloseTo(Number(w.received), 7);

    // An open payment naming a withdrawal that is not being sent blocks nobody: it is cancelled, and this one paid.
    const next = await passedWithdrawal(to.publicKey, '4');
    // The same Pi user as the next member would be refused a link, so the stray payment is the next member's own.
    const stray = await platform('POST', '/v2/payments', {
      payment: { amount: 1, memo: 'Withdrawal 0', metadata: { withdrawal: 0 }, uid: next.uid },
    });
    await run();
    expect(pi.payment(stray.identifier)?.status.cancelled).toBe(true);
    const q = await payoutOf(next.id);
    expect(q).toMatchObject({ state: 'paid', attempts: 1 });
    expect(q.pi_payment_id).not.toBe(stray.identifier);
    expect(await payoutPostings(next.id)).toBe(1);
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('the desk lists each automatic payout with its state, Pi payment and hash', async () => {
    const to = await horizon.fund('1');
    const w = await passedWithdrawal(to.publicKey, '3');
    pi.failNext('create', { status: 503, error: 'service_unavailable', times: 1 });
    await run();
    const list = await t.post('/api/admin/withdraw/payouts', { page: 1, limit: 100 }, { token: operator });
    const item = list.data!.data.find((x) => x.id === w.id)!;
    expect(item.automatic).toEqual({
      state: 'queued',
      attempts: 1,
      last_error: 'service_unavailable',
      hash: '',
      pi_payment_id: '',
    });
    await run();
    const p = await payoutOf(w.id);
    expect(p.state).toBe('paid');
    const queue = await t.post(
      '/api/admin/review/list',
      { kind: 'withdraw', status: 'passed', page: 1, limit: 100 },
      { token: operator },
    );
    expect(queue.data!.data.find((x) => String(x.id) === String(w.id))!.detail).toMatchObject({
      auto_state: 'paid',
      auto_attempts: 2,
      auto_error: '',
      auto_hash: p.hash,
      auto_pi_payment_id: p.pi_payment_id,
    });
    const none = await passedWithdrawal(to.publicKey, '2');
    const after = await t.post('/api/admin/withdraw/payouts', { page: 1, limit: 100 }, { token: operator });
    expect(after.data!.data.find((x) => x.id === w.id)).toBeUndefined();
    expect(after.data!.data.find((x) => x.id === none.id)!.automatic).toBeNull();
  });
});
