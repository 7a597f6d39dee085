/**
 * Withdrawals paid out (docs/api.md "Deposits": /api/user/withdrawals and the console's payout desk): a passed
 * withdrawal stays in transit until the operator records its payout hash (paid: in transit → external) or marks
 * it failed (the whole amount back to the member), exactly once however many operators act at the same time;
 * the member follows each step in the list, with the hash and its explorer page, and in the pending amounts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { checkInvariants } from '../ledger/index.ts';
import {
  adjust,
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

const ADDRESS = 'TPAYOUTMEMBERADDRESS001';
const HASH = 'ab'.repeat(32);

describe('withdrawals paid out', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    await setConfig(t, operator, 'withdraw_fee_rate', { USDT: '0.01' });
    await setConfig(t, operator, 'withdraw_fee_min', { USDT: '1' });
  });
  afterAll(() => t.close());

  async function funded(amount = '500'): Promise<WalletMember> {
    const m = await walletMember(t, 'basic');
    await adjust(t, operator, m.id, 'USDT', amount);
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'TRC20', ADDRESS);
    return m;
  }

  async function withdrawn(m: WalletMember, amount: string, pass = true, chain = 'TRC20'): Promise<number> {
    const res = await t.post('/api/user/tx', { coin: 'USDT', chain, amount, paypassword: PAY }, { token: m.token });
    expect(res.code, res.msg).toBe(1);
    if (pass) expect((await decide(t, operator, 'withdraw', res.data.id, 'pass')).code).toBe(1);
    return res.data.id;
  }

  const mine = async (m: WalletMember, body: Record<string, unknown> = {}) =>
    (await t.post('/api/user/withdrawals', { page: 1, ...body }, { token: m.token })).data!;
  const pending = async (m: WalletMember) =>
    (await t.post('/api/user/withdrawals/pending', {}, { token: m.token })).data!.find((p) => p.coin === 'USDT');
  /** Postings under the withdrawal's payout keys: one at most, whatever happened. */
  const payoutPostings = async (id: number) => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ledger_postings
      where idempotency_key in (${`withdraw_paid:${id}`}, ${`withdraw_failed:${id}`})`.execute(t.app.ctx.db);
    return Number(rows[0]!.n);
  };

  it('shows the member each step: in review, in transit, then paid with the hash and its explorer page', async () => {
    const m = await funded();
    // On ERC20, whose network names its explorer (chain_networks explorer_tx); TRC20 names none by default.
    await usableAddress(t.app.ctx.db, m.id, 'USDT', 'ERC20', `0x${'12'.repeat(20)}`);
    const id = await withdrawn(m, '100', false, 'ERC20');
    expect((await mine(m)).data[0]).toMatchObject({
      id,
      status: 'pending',
      amount: '100.000000',
      fee: '1.000000',
      received: '99.000000',
    });
    expect(await pending(m)).toEqual({ coin: 'USDT', in_review: '100.000000', in_transit: '0.000000' });

    expect((await decide(t, operator, 'withdraw', id, 'pass')).code).toBe(1);
    expect((await mine(m)).data[0]).toMatchObject({ status: 'passed' });
    expect(await pending(m)).toEqual({ coin: 'USDT', in_review: '0.000000', in_transit: '100.000000' });

    const paid = await payout(t, operator, id, { hash: `0x${HASH.toUpperCase()}` });
    expect(paid).toMatchObject({ code: 1, msg: 'Payout recorded', data: { status: 'paid', hash: HASH } });
    const [record] = (await mine(m, { status: 'paid' })).data;
    expect(record).toMatchObject({ id, status: 'paid', hash: HASH, explorer_url: `https://etherscan.io/tx/0x${HASH}` });
    expect(record!.paidtime).toBeGreaterThanOrEqual(record!.decidetime!);
    expect(await pending(m)).toBeUndefined();
    expect(await balanceOf(t, m, 'USDT')).toEqual({ coin: 'USDT', available: '400.000000', frozen: '0.000000' });
    const notices = await t.post('/api/notice/list', { page: 1 }, { token: m.token });
    expect(notices.data!.data.map((n) => n.type)).toContain('withdraw_paid');
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('returns the whole amount, fee included, once when the payout failed, and tells the member why', async () => {
    const m = await funded();
    const id = await withdrawn(m, '200');
    const failed = await payout(t, operator, id, { reason: 'Address rejected by the network' });
    expect(failed).toMatchObject({ code: 1, data: { status: 'failed', reason: 'Address rejected by the network' } });
    expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: '500.000000', frozen: '0.000000' });
    expect((await mine(m)).data[0]).toMatchObject({ id, status: 'failed', reason: 'Address rejected by the network' });
    expect((await mine(m)).data[0]!.hash).toBeUndefined();
    const notices = await t.post('/api/notice/list', { page: 1 }, { token: m.token });
    expect(notices.data!.data[0]).toMatchObject({
      type: 'withdraw_failed',
      title: 'Withdrawal not sent',
      body: expect.stringContaining('Address rejected by the network'),
    });
    // Nothing left, so the day's limit has room for it again.
    const config = await t.post('/api/user/tcconfig', { coin: 'USDT' }, { token: m.token });
    expect(config.data!.used_today).toBe('0.000000');
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('applies one outcome when two operators pay and a third fails the same withdrawal at once', async () => {
    const second = await adminToken(t);
    for (let round = 0; round < 4; round++) {
      const m = await funded('100');
      const id = await withdrawn(m, '50');
      const replies = await Promise.all([
        payout(t, operator, id, { hash: HASH }),
        payout(t, second, id, { hash: 'cd'.repeat(32) }),
        payout(t, operator, id, { reason: 'Sent twice by mistake?' }),
      ]);
      const applied = replies.filter((r) => r.code === 1);
      expect(applied).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(2);
      expect(await payoutPostings(id)).toBe(1);
      const status = applied[0]!.data!.status;
      expect(await balanceOf(t, m, 'USDT')).toMatchObject({ available: status === 'failed' ? '100.000000' : '50.000000' });
    }
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('refuses a payout for a withdrawal not in transit, an unknown one, or a hash not of its chain', async () => {
    const m = await funded();
    const inReview = await withdrawn(m, '20', false);
    expect(await payout(t, operator, inReview, { hash: HASH })).toMatchObject({
      status: 409,
      msg: 'This withdrawal is not waiting for a payout',
    });
    const id = await withdrawn(m, '20');
    expect(await payout(t, operator, id, { hash: 'not-a-hash-of-tron' })).toMatchObject({
      status: 400,
      msg: 'This is not a transaction hash of the TRC20 network',
    });
    expect(await payout(t, operator, 999_999, { hash: HASH })).toMatchObject({ status: 404, msg: 'Withdrawal not found' });
    expect((await payout(t, operator, id, { reason: '   ' })).status).toBe(400);
    const ko = await t.post('/api/admin/withdraw/paid', { id: inReview, hash: HASH }, { token: operator, locale: 'ko' });
    expect(ko.msg).toBe('이 출금은 지급 대기 중이 아닙니다');
    expect((await payout(t, operator, id, { hash: HASH })).code).toBe(1);
    expect((await payout(t, operator, id, { reason: 'late' })).status).toBe(409);
  });

  it('lists the withdrawals in transit for the payout desk, oldest first, with the member', async () => {
    const m = await funded();
    const first = await withdrawn(m, '30');
    const second = await withdrawn(m, '40');
    const desk = await t.post('/api/admin/withdraw/payouts', { page: 1, limit: 100 }, { token: operator });
    const ids = desk.data!.data.map((w) => w.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(desk.data!.data.find((w) => w.id === first)).toMatchObject({
      username: m.username,
      status: 'passed',
      received: '29.000000',
    });
  });

  it('passes a withdrawal within withdraw_review_above at once, leaving only its payout; a larger one waits for review', async () => {
    await setConfig(t, operator, 'withdraw_review_above', { USDT: '50' });
    try {
      const m = await funded();
      const small = await withdrawn(m, '50', false);
      const large = await withdrawn(m, '50.000001', false);
      const list = (await mine(m)).data;
      expect(list.find((w) => w.id === small)).toMatchObject({ status: 'passed' });
      expect(list.find((w) => w.id === large)).toMatchObject({ status: 'pending' });
      expect(await pending(m)).toEqual({ coin: 'USDT', in_review: '50.000001', in_transit: '50.000000' });
      expect((await payout(t, operator, small, { hash: HASH })).code).toBe(1);
    } finally {
      await setConfig(t, operator, 'withdraw_review_above', {});
    }
  });
});
