/**
 * One deposit per transaction (docs/product.md §3 "Wallet" recharge): `0x<h>`, `<h>` and `0X<H>` name the same
 * transaction, so they become one pending deposit on any chain of the coin, and passing every deposit in
 * the queue credits the transaction once. A text that is not a hash of the chain is refused in the
 * member's language; deposits stored before the rule are rewritten by the 0013 migration.
 */
import { canonicalTxHash } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { down, up } from '../../db/migrations/0013_deposit_hashes.ts';
import { balanceOf, decide, walletMember, walletOperator, type WalletMember } from './wallet.test-support.ts';

const HEX = '9f2c'.repeat(16);

describe('deposit hash spellings', () => {
  let t: TestApp;
  let operator: string;
  let member: WalletMember;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await walletOperator(t);
    member = await walletMember(t);
  });
  afterAll(() => t.close());

  const recharge = (chain: string, hash: string, locale = 'en') =>
    t.post('/api/user/recharge', { coin: 'USDT', chain, amount: '40', hash }, { token: member.token, locale });

  const pendingWithHash = async () => {
    const queue = await t.post(
      '/api/admin/review/list',
      { kind: 'deposit', status: 'pending', page: 1, limit: 100 },
      { token: operator },
    );
    return queue.data.data.filter((i) => String(i.detail.hash).includes(HEX.slice(0, 8)));
  };

  it('stores one pending deposit for 0x<h>, <h>, 0X<H> and the same hash on the coin’s other chain', async () => {
    const first = await recharge('TRC20', `0x${HEX}`);
    expect(first).toMatchObject({ code: 1, data: { status: 'pending' } });
    for (const [chain, spelling] of [
      ['TRC20', HEX],
      ['TRC20', `0X${HEX.toUpperCase()}`],
      ['ERC20', `  0x${HEX.toUpperCase()} `],
    ] as const) {
      expect(await recharge(chain, spelling)).toMatchObject({
        status: 409,
        code: 0,
        msg: 'This transaction hash has already been submitted',
      });
    }
    const pending = await pendingWithHash();
    expect(pending.map((i) => i.detail.hash)).toEqual([HEX]);
  });

  it('credits the transaction once when every pending deposit in the queue is passed', async () => {
    for (const item of await pendingWithHash())
      expect((await decide(t, operator, 'deposit', Number(item.id), 'pass')).code).toBe(1);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('40.000000');
    expect((await recharge('TRC20', HEX)).status).toBe(409);
    expect((await balanceOf(t, member, 'USDT')).available).toBe('40.000000');
  });

  it('refuses a text that is not a hash of the chain, in the member’s language, storing nothing', async () => {
    const before = await pendingWithHash();
    expect(await recharge('TRC20', `0x${HEX.slice(2)}`)).toMatchObject({
      status: 400,
      code: 0,
      msg: 'This is not a transaction hash of the TRC20 network',
    });
    expect((await recharge('ERC20', `${HEX.slice(1)}g`, 'zh-CHS')).msg).toBe('这不是 ERC20 网络的交易哈希');
    expect((await recharge('TRC20', `0x${HEX}00`, 'vi')).msg).toBe('Đây không phải là mã giao dịch của mạng TRC20');
    expect(await pendingWithHash()).toEqual(before);
  });

  it('keeps case-sensitive ids as written and reduces hex on a chain of unknown format', () => {
    const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect(canonicalTxHash('SOL', signature)).toBe(signature);
    expect(canonicalTxHash('SOL', signature.toLowerCase())).toBeUndefined();
    expect(canonicalTxHash('erc20', `0X${HEX.toUpperCase()}`)).toBe(HEX);
    expect(canonicalTxHash('NEWCHAIN', '0xABCDEF0123')).toBe('abcdef0123');
    expect(canonicalTxHash('NEWCHAIN', 'Tx-Id.42:abc')).toBe('Tx-Id.42:abc');
    expect(canonicalTxHash('NEWCHAIN', 'short')).toBeUndefined();
  });

  it('rewrites stored spellings to one and rejects the pending duplicates of a transaction', async () => {
    const db = t.app.ctx.db as never as import('kysely').Kysely<any>;
    await down(db);
    const legacy = 'ab12'.repeat(16);
    const row = (coin: string, chain: string, hash: string, status = 'pending') => ({
      user_id: member.id,
      coin,
      chain,
      address: 'legacy-address',
      amount: 1000,
      hash,
      status,
      createtime: 1,
    });
    const ids: number[] = [];
    for (const r of [
      row('USDT', 'TRC20', `0x${legacy.toUpperCase()}`),
      row('USDT', 'TRC20', legacy),
      row('USDT', 'ERC20', `0X${legacy}`),
      row('COIN', 'BEP20', `0x${'CD34'.repeat(16)}`, 'passed'),
      row('PI', 'PI', 'pi-legacy-000111'),
    ]) {
      const inserted = await db.insertInto('wallet_deposits').values(r).returning('id').executeTakeFirstOrThrow();
      ids.push(Number(inserted.id));
    }
    await up(db);
    const after = await db
      .selectFrom('wallet_deposits')
      .select(['id', 'hash', 'status', 'reason'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(after.map((r) => [r.hash, r.status])).toEqual([
      [legacy, 'pending'],
      [`${legacy}#duplicate-${ids[1]}`, 'rejected'],
      [`${legacy}#duplicate-${ids[2]}`, 'rejected'],
      ['cd34'.repeat(16), 'passed'],
      ['pi-legacy-000111', 'pending'],
    ]);
    expect(after[1]!.reason).toBe(`Duplicate of deposit #${ids[0]}: the same transaction hash`);
    const again = db.insertInto('wallet_deposits').values(row('USDT', 'ERC20', legacy));
    await expect(again.execute()).rejects.toThrow();
  });
});
