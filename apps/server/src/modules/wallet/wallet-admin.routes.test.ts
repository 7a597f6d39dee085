/**
 * The console's money tools (docs/api.md "Admin": /api/admin/user/adjust, balances, ledger): adjustments are
 * ledger postings with a required reason, audited, for the `super` role only; the balance view shows
 * both sides of the member's journal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken, auditActions } from '../admin/admin.test-support.ts';
import { checkInvariants } from '../ledger/index.ts';
import { usableAddress, walletMember, walletOperator, PAY, type WalletMember } from './wallet.test-support.ts';

describe('operator balance adjustments and the member balance view', () => {
  let t: TestApp;
  let operator: string;
  let member: WalletMember;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    member = await walletMember(t);
  });
  afterAll(() => t.close());

  const adjust = (body: Record<string, unknown>, token = operator) =>
    t.post('/api/admin/user/adjust', { user_id: member.id, coin: 'PI', ...body }, { token });

  it('credits and debits through the ledger with a reason, and audits each', async () => {
    const credit = await adjust({ amount: '10.5', reason: 'compensation for outage' });
    expect(credit).toMatchObject({
      code: 1,
      msg: 'Balance adjusted',
      data: { user_id: member.id, amount: '10.5000000', available: '10.5000000' },
    });
    const debit = await adjust({ amount: '-0.5', reason: 'duplicate credit' });
    expect(debit.data.available).toBe('10.0000000');
    expect((await auditActions(t)).filter((a) => a === 'balance_adjust')).toHaveLength(2);
    const log = await t.post('/api/user/getwaletlog', { coin: 'PI', page: 1 }, { token: member.token });
    expect(log.data.data.map((e: { type: string; memo: string }) => [e.type, e.memo])).toEqual([
      ['adjust', 'duplicate credit'],
      ['adjust', 'compensation for outage'],
    ]);
  });

  it('refuses a missing reason, a debit beyond the balance, an unknown member and a non-super operator', async () => {
    expect((await adjust({ amount: '1', reason: ' ' })).status).toBe(400);
    expect((await adjust({ amount: '-100', reason: 'too much' })).msg).toBe('Insufficient PI balance');
    expect(
      (await t.post('/api/admin/user/adjust', { user_id: 999999, coin: 'PI', amount: '1', reason: 'x' }, { token: operator }))
        .status,
    ).toBe(404);
    expect((await adjust({ amount: '1', reason: 'x' }, await adminToken(t, 'reviewer'))).status).toBe(403);
    expect(
      (
        await t.post(
          '/api/admin/user/adjust',
          { user_id: member.id, coin: 'PI', amount: '1', reason: 'x' },
          { token: member.token },
        )
      ).status,
    ).toBe(403);
  });

  it('shows the member balances and both sides of the journal', async () => {
    await t.post(
      '/api/admin/user/adjust',
      { user_id: member.id, coin: 'USDT', amount: '100', reason: 'seed' },
      { token: operator },
    );
    await usableAddress(t.app.ctx.db, member.id, 'USDT', 'TRC20', 'TADDRESS00000000001');
    await t.post(
      '/api/user/tx',
      { coin: 'USDT', chain: 'TRC20', address: 'TADDRESS00000000001', amount: '40', paypassword: PAY },
      { token: member.token },
    );
    const balances = await t.post('/api/admin/user/balances', { user_id: member.id }, { token: operator });
    expect(balances.data.username).toBe(member.username);
    expect(balances.data.balances).toContainEqual({ coin: 'USDT', available: '60.000000', frozen: '40.000000' });
    const ledger = await t.post('/api/admin/user/ledger', { user_id: member.id, coin: 'USDT', page: 1 }, { token: operator });
    const entries = ledger.data.data.map((e: { bucket: string; amount: string }) => [e.bucket, e.amount]);
    // The hold's two legs share one posting, newest first; the funding comes last.
    expect(entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['available', '-40.000000'],
        ['frozen', '40.000000'],
      ]),
    );
    expect(entries[2]).toEqual(['available', '100.000000']);
    expect(await checkInvariants(t.app.ctx.db)).toEqual([]);
  });

  it('replays an adjustment with the same key instead of applying it twice', async () => {
    const body = { amount: '1', reason: 'bonus', idempotency_key: 'adj-1' };
    const [a, b] = [await adjust(body), await adjust(body)];
    expect(a.data.posting_id).toBe(b.data.posting_id);
    expect((await auditActions(t)).filter((x) => x === 'balance_adjust')).toHaveLength(4);
  });
});
