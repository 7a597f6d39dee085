/**
 * A memo the server wrote goes out with `memo_text` for the reader's language, in the balance log, the points
 * log and the console's member ledger (docs/api.md "Wallet, points and transfers"); an operator's free-text
 * reason does not, and `memo` stays as stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PAY, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

type Entry = { type: string; memo: string; memo_text?: { key: string; params: Record<string, string> } };

describe('balance-log memos as keys', () => {
  let t: TestApp;
  let operator: string;
  let alice: WalletMember;
  let bob: WalletMember;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    [alice, bob] = [await walletMember(t), await walletMember(t)];
    const funding = { user_id: alice.id, coin: 'DGB', amount: '100', reason: 'order 202612061249241050001' };
    expect((await t.post('/api/admin/user/adjust', funding, { token: operator })).code).toBe(1);
    const sent = await t.post(
      '/api/user/changescore',
      { to: bob.username, amount: '10', paypassword: PAY },
      { token: alice.token },
    );
    expect(sent.code).toBe(1);
  });
  afterAll(() => t.close());

  it("names a transfer's two members in the points log and the balance log, and leaves a reason as text", async () => {
    const transfer = { key: 'transfer', params: { from: alice.username, to: bob.username } };
    const bobLog = await t.post('/api/user/getscorelist', { type: 'dgb', page: 1 }, { token: bob.token });
    expect(bobLog.data.data).toEqual([
      expect.objectContaining({ type: 'transfer', memo: `${alice.username} → ${bob.username}`, memo_text: transfer }),
    ]);
    const aliceLog = await t.post('/api/user/getwaletlog', { coin: 'DGB', page: 1 }, { token: alice.token });
    const entries: Entry[] = aliceLog.data.data;
    expect(entries.map((e) => [e.type, e.memo_text?.key])).toEqual([
      ['transfer', 'transfer'],
      ['adjust', undefined],
    ]);
    // an operator's reason stays their words even when it looks like a shop order's memo
    expect(entries[1]).toMatchObject({ memo: 'order 202612061249241050001' });
    expect(entries[1]).not.toHaveProperty('memo_text');
  });

  it("gives the console's member ledger the same memo_text", async () => {
    const ledger = await t.post('/api/admin/user/ledger', { user_id: bob.id, coin: 'DGB', page: 1 }, { token: operator });
    expect(ledger.data.data[0]).toMatchObject({
      type: 'transfer',
      memo_text: { key: 'transfer', params: { from: alice.username, to: bob.username } },
    });
  });
});
