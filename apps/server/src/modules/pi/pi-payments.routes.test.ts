/**
 * Deposits with the Pi wallet (docs/api.md "Pi app (Pi mode)"), against the Platform API stand-in: approve refuses
 * another uid, another network, app-to-user and amounts beyond the limits with nothing stored, and answers a repeat
 * with the stored payment; complete refuses an unverified or different txid, credits only once the Platform API
 * completed it (a failed /complete is left to the job, which credits once), and a burst of completes credits once;
 * incomplete payments found at sign-in are completed or cancelled; the console lists and retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../core/jobs.ts';
import { clock } from '../../core/clock.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { checkInvariants, getBalances } from '../ledger/index.ts';
import { setPiTimeoutForTests } from './pi-platform.ts';
import { createPiTestApp, piMember, type PiTestApp } from './pi.test-support.ts';

let p: PiTestApp;
beforeAll(async () => {
  p = await createPiTestApp();
});
afterAll(() => p.close());

type Member = Awaited<ReturnType<typeof piMember>>;
const db = () => p.t.app.ctx.db;
const approve = (m: Member, paymentId: string, locale = 'en') =>
  p.t.post('/api/pi/approve', { paymentId }, { token: m.token, locale });
const complete = (m: Member, paymentId: string, txid: string, locale = 'en') =>
  p.t.post('/api/pi/complete', { paymentId, txid }, { token: m.token, locale });
const piBalance = async (m: Member) => (await getBalances(db(), m.id)).PI.available;
const stored = async (id: string) => db().selectFrom('pi_payments').selectAll().where('identifier', '=', id).executeTakeFirst();
const depositRows = (id: string) =>
  db().selectFrom('wallet_deposits').select(['status', 'chain']).where('hash', '=', id).execute();
const postings = async (id: string) =>
  (await db().selectFrom('ledger_postings').select('id').where('idempotency_key', '=', `deposit:PI_WALLET:${id}:0`).execute())
    .length;
const piCalls = (kind: string, id: string) => p.pi.calls.filter((c) => c.kind === kind && c.path.includes(id)).length;

describe('/api/pi/approve', () => {
  it('refuses another uid, another network, app-to-user, too large and too small, each with nothing stored or approved', async () => {
    const [m, other] = [await piMember(p), await piMember(p)];
    const cases = [
      [() => p.pi.createPayment({ uid: other.uid, amount: 5 }), 'This payment belongs to another Pi account'],
      [() => p.pi.createPayment({ uid: m.uid, amount: 5, network: 'Pi Network' }), 'This payment is not on Pi Testnet'],
      [
        () => p.pi.createPayment({ uid: m.uid, amount: 5, direction: 'app_to_user' }),
        'Only payments from your Pi wallet to the app can be deposited',
      ],
      [() => p.pi.createPayment({ uid: m.uid, amount: 10000.5 }), 'A Pi wallet deposit must be between 1 and 10000 PI'],
      [() => p.pi.createPayment({ uid: m.uid, amount: 0.5 }), 'A Pi wallet deposit must be between 1 and 10000 PI'],
    ] as const;
    for (const [create, msg] of cases) {
      const payment = create();
      const res = await approve(m, payment.identifier);
      expect([res.status, res.code, res.msg]).toEqual([400, 0, msg]);
      expect(await stored(payment.identifier)).toBeUndefined();
      expect(await depositRows(payment.identifier)).toEqual([]);
      expect(p.pi.payment(payment.identifier)!.status.developer_approved).toBe(false);
      p.pi.userCancel(payment.identifier);
    }
    const localized = p.pi.createPayment({ uid: other.uid, amount: 20000 });
    const ko = await approve(other, localized.identifier, 'ko');
    expect(ko.msg).toBe('Pi 지갑 입금액은 1~10000 PI 사이여야 합니다');
    p.pi.userCancel(localized.identifier);
  });

  it('stores the payment before approving it, and a repeated approve answers the stored one', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 5 });
    const first = await approve(m, payment.identifier);
    expect([first.status, first.data.payment]).toEqual([
      200,
      { identifier: payment.identifier, amount: '5.0000000', state: 'approved', txid: null, createtime: expect.any(Number) },
    ]);
    expect(p.pi.payment(payment.identifier)!.status.developer_approved).toBe(true);
    const second = await approve(m, payment.identifier);
    expect(second.data.payment).toEqual(first.data.payment);
    expect(piCalls('approve', payment.identifier)).toBe(1);
    const deposits = await p.t.post('/api/user/deposits', { page: 1 }, { token: m.token });
    expect(deposits.data.data).toEqual([
      expect.objectContaining({
        coin: 'PI',
        chain: 'PI_WALLET',
        hash: payment.identifier,
        amount: '5.0000000',
        status: 'confirming',
      }),
    ]);
    p.pi.userCancel(payment.identifier);
  });

  it('keeps the stored payment when POST /approve fails, and approves it on the repeat', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 3 });
    p.pi.failNext('approve');
    const failed = await approve(m, payment.identifier);
    expect([failed.status, failed.code]).toEqual([503, 0]);
    expect((await stored(payment.identifier))?.approved).toBe(0);
    const again = await approve(m, payment.identifier);
    expect(again.status).toBe(200);
    expect(p.pi.payment(payment.identifier)!.status.developer_approved).toBe(true);
    p.pi.userCancel(payment.identifier);
  });

  it("answers 404 for another member's stored payment", async () => {
    const [m, other] = [await piMember(p), await piMember(p)];
    const payment = p.pi.createPayment({ uid: m.uid, amount: 2 });
    await approve(m, payment.identifier);
    expect((await approve(other, payment.identifier)).status).toBe(404);
    expect((await complete(other, payment.identifier, 'abc')).status).toBe(404);
    p.pi.userCancel(payment.identifier);
  });
  it('stores one payment and one deposit under a burst of parallel approves', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 8 });
    const results = await Promise.all(Array.from({ length: 6 }, () => approve(m, payment.identifier)));
    expect(results.map((r) => [r.status, r.data.payment.state])).toEqual(Array.from({ length: 6 }, () => [200, 'approved']));
    expect(await depositRows(payment.identifier)).toEqual([{ status: 'pending', chain: 'PI_WALLET' }]);
    expect((await stored(payment.identifier))?.approved).toBe(1);
    p.pi.userCancel(payment.identifier);
  });
});

describe('/api/pi/complete', () => {
  it('refuses an unverified transaction and a different txid, changing nothing; then completes and credits once', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 5 });
    await approve(m, payment.identifier);
    const txid = p.pi.submitTransaction(payment.identifier, { verified: false });
    const unverified = await complete(m, payment.identifier, txid);
    expect([unverified.status, unverified.msg]).toEqual([
      400,
      "The Pi blockchain has not verified this payment's transaction yet",
    ]);
    p.pi.verifyTransaction(payment.identifier);
    const other = await complete(m, payment.identifier, 'f'.repeat(64), 'zh-CHT');
    expect([other.status, other.msg]).toEqual([400, '這筆交易不是這筆付款的交易']);
    expect((await stored(payment.identifier))?.state).toBe('approved');
    expect(await piBalance(m)).toBe(0n);
    expect(piCalls('complete', payment.identifier)).toBe(0);

    const done = await complete(m, payment.identifier, txid);
    expect([done.status, done.data.payment.state, done.data.payment.txid]).toEqual([200, 'completed', txid]);
    expect(await piBalance(m)).toBe(50_000_000n);
    expect(p.pi.payment(payment.identifier)!.status.developer_completed).toBe(true);
    const repeat = await complete(m, payment.identifier, txid);
    expect(repeat.data.payment.state).toBe('completed');
    expect(await piBalance(m)).toBe(50_000_000n);
    expect(await postings(payment.identifier)).toBe(1);
    const deposits = await p.t.post('/api/user/deposits', { page: 1 }, { token: m.token });
    expect(deposits.data.data[0]).toMatchObject({ hash: payment.identifier, status: 'passed' });
  });

  it('leaves a payment whose /complete failed uncredited and retryable; the job completes it and credits exactly once', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 7 });
    await approve(m, payment.identifier);
    const txid = p.pi.submitTransaction(payment.identifier);
    p.pi.failNext('complete', { status: 500 });
    const failed = await complete(m, payment.identifier, txid);
    expect([failed.status, failed.code]).toEqual([503, 0]);
    expect(await stored(payment.identifier)).toMatchObject({ state: 'completing', txid, attempts: 1 });
    expect(await piBalance(m)).toBe(0n);
    expect(await postings(payment.identifier)).toBe(0);

    // Not due yet: the job waits out the back-off.
    await runJob(p.t.app.ctx, 'pi.complete_payments');
    expect(await piBalance(m)).toBe(0n);
    clock.advance(60);
    try {
      await Promise.all([
        runJob(p.t.app.ctx, 'pi.complete_payments'),
        runJob(p.t.app.ctx, 'pi.complete_payments', 'another-instance'),
      ]);
      await runJob(p.t.app.ctx, 'pi.complete_payments');
    } finally {
      clock.reset();
    }
    expect((await stored(payment.identifier))?.state).toBe('completed');
    expect(await piBalance(m)).toBe(70_000_000n);
    expect(await postings(payment.identifier)).toBe(1);
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('credits when the Platform API completed but its reply timed out, once the job reads it again', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 4 });
    await approve(m, payment.identifier);
    const txid = p.pi.submitTransaction(payment.identifier);
    setPiTimeoutForTests(200);
    p.pi.slowNext('complete', 600);
    try {
      const timedOut = await complete(m, payment.identifier, txid);
      expect(timedOut.status).toBe(503);
    } finally {
      setPiTimeoutForTests(10_000);
    }
    expect(await piBalance(m)).toBe(0n);
    expect(p.pi.payment(payment.identifier)!.status.developer_completed).toBe(true);
    clock.advance(60);
    try {
      await runJob(p.t.app.ctx, 'pi.complete_payments');
    } finally {
      clock.reset();
    }
    expect(await piBalance(m)).toBe(40_000_000n);
    expect(await postings(payment.identifier)).toBe(1);
  });

  it('credits once under a burst of parallel completes', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 9 });
    await approve(m, payment.identifier);
    const txid = p.pi.submitTransaction(payment.identifier);
    const results = await Promise.all(Array.from({ length: 8 }, () => complete(m, payment.identifier, txid)));
    expect(results.every((r) => r.status === 200 && r.data.payment.state === 'completed')).toBe(true);
    expect(await piBalance(m)).toBe(90_000_000n);
    expect(await postings(payment.identifier)).toBe(1);
    expect(await checkInvariants(db())).toEqual([]);
  });
});

describe('/api/pi/incomplete and /api/pi/cancel', () => {
  it('completes an incomplete payment with a verified transaction and cancels one without', async () => {
    const m = await piMember(p);
    // Approved here, paid, then the app closed before /complete.
    const paid = p.pi.createPayment({ uid: m.uid, amount: 6 });
    await approve(m, paid.identifier);
    p.pi.submitTransaction(paid.identifier);
    const done = await p.t.post('/api/pi/incomplete', { paymentId: paid.identifier }, { token: m.token });
    expect([done.status, done.data.payment.state]).toEqual([200, 'completed']);
    expect(await piBalance(m)).toBe(60_000_000n);

    // Approved, never paid: cancelled at the Platform API and here.
    const unpaid = p.pi.createPayment({ uid: m.uid, amount: 2 });
    await approve(m, unpaid.identifier);
    const cancelled = await p.t.post('/api/pi/incomplete', { paymentId: unpaid.identifier }, { token: m.token });
    expect([cancelled.status, cancelled.data.payment.state]).toEqual([200, 'cancelled']);
    expect(p.pi.payment(unpaid.identifier)!.status.cancelled).toBe(true);
    expect(await depositRows(unpaid.identifier)).toEqual([{ status: 'rejected', chain: 'PI_WALLET' }]);
    expect(await piBalance(m)).toBe(60_000_000n);
  });

  it('cancels an approved payment without a transaction and refuses one with a transaction', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 2 });
    await approve(m, payment.identifier);
    p.pi.userCancel(payment.identifier);
    const res = await p.t.post('/api/pi/cancel', { paymentId: payment.identifier }, { token: m.token });
    expect([res.status, res.data.payment.state]).toEqual([200, 'cancelled']);
    const paid = p.pi.createPayment({ uid: m.uid, amount: 2 });
    await approve(m, paid.identifier);
    p.pi.submitTransaction(paid.identifier);
    const refused = await p.t.post('/api/pi/cancel', { paymentId: paid.identifier }, { token: m.token });
    expect([refused.status, refused.code]).toEqual([409, 0]);
    expect((await stored(paid.identifier))?.state).toBe('approved');
  });
  it('the job cancels here an approved payment Pi cancelled and leaves one still waiting for its transaction', async () => {
    const m = await piMember(p);
    const dropped = p.pi.createPayment({ uid: m.uid, amount: 2 });
    await approve(m, dropped.identifier);
    p.pi.userCancel(dropped.identifier);
    const open = p.pi.createPayment({ uid: m.uid, amount: 2 });
    await approve(m, open.identifier);
    clock.advance(120);
    try {
      await runJob(p.t.app.ctx, 'pi.complete_payments');
    } finally {
      clock.reset();
    }
    expect((await stored(dropped.identifier))?.state).toBe('cancelled');
    expect(await depositRows(dropped.identifier)).toEqual([{ status: 'rejected', chain: 'PI_WALLET' }]);
    expect(await stored(open.identifier)).toMatchObject({ state: 'approved', attempts: 1 });
    p.pi.userCancel(open.identifier);
  });
});

describe('console: Pi payments not completed', () => {
  it('lists them and retries one, crediting once', async () => {
    const m = await piMember(p);
    const payment = p.pi.createPayment({ uid: m.uid, amount: 3 });
    await approve(m, payment.identifier);
    const txid = p.pi.submitTransaction(payment.identifier);
    p.pi.failNext('complete', { times: 1 });
    await complete(m, payment.identifier, txid);
    const admin = await adminToken(p.t);
    const list = await p.t.post('/api/admin/pi/payments', { page: 1, limit: 100 }, { token: admin });
    expect(list.data.data).toContainEqual(
      expect.objectContaining({
        identifier: payment.identifier,
        state: 'completing',
        user_id: m.id,
        attempts: 1,
        last_error: 'complete: 500 internal_error',
      }),
    );
    const retried = await p.t.post('/api/admin/pi/retry', { identifier: payment.identifier }, { token: admin });
    expect([retried.status, retried.data.payment.state]).toEqual([200, 'completed']);
    expect(await piBalance(m)).toBe(30_000_000n);
    const after = await p.t.post('/api/admin/pi/payments', { page: 1, limit: 100 }, { token: admin });
    expect(after.data.data.map((r) => r.identifier)).not.toContain(payment.identifier);
    expect((await p.t.post('/api/admin/pi/payments', { page: 1, limit: 10 }, { token: m.token })).status).toBe(403);
  });
});
