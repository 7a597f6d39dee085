import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { accountForUser, systemAccount } from './accounts.ts';
import { balanceLog, getAccountBalances, getBalances } from './balances.ts';
import { checkInvariants } from './check-invariants.ts';
import { postTransfer } from './post-transfer.ts';
import { fund, members, move } from './testing.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? { code: error.code, key: error.messageKey, params: error.params } : error;
  }
  return 'succeeded';
};

describe('postTransfer', () => {
  it('moves money between members with a fee, exactly, and logs each side', async () => {
    const [alice, bob] = await members(db, 2, 100);
    const fees = await systemAccount(db, 'fees');
    await fund(db, alice!, 'PI', 10_000_000_000_000_000n); // 1e9 PI: beyond 2^53 units
    const result = await postTransfer(db, {
      kind: 'transfer',
      memo: 'to bob',
      legs: [
        { account: alice!, coin: 'PI', amount: -1_000_000_000_000_001n },
        { account: bob!, coin: 'PI', amount: 999_999_999_999_999n },
        { account: fees.id, coin: 'PI', amount: 2n },
      ],
    });
    expect(result.replayed).toBe(false);
    expect(result.entries.map((e) => e.balanceAfter)).toEqual([8_999_999_999_999_999n, 999_999_999_999_999n, 2n]);
    expect((await getBalances(db, 100)).PI).toEqual({ available: 8_999_999_999_999_999n, frozen: 0n });
    expect((await getBalances(db, 101)).PI.available).toBe(999_999_999_999_999n);
    expect((await getAccountBalances(db, fees.id)).PI.available).toBe(2n);

    const log = await balanceLog(db, 100, { coin: 'PI' });
    expect(log.total).toBe(2);
    expect(log.data.map((r) => [r.kind, r.memo, r.amount, r.balanceAfter])).toEqual([
      ['transfer', 'to bob', -1_000_000_000_000_001n, 8_999_999_999_999_999n],
      ['deposit', '', 10_000_000_000_000_000n, 10_000_000_000_000_000n],
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses a debit the balance does not cover and moves nothing', async () => {
    const [carol, dave] = await members(db, 2, 200);
    await fund(db, carol!, 'USDT', 5_000_000n);
    expect(await failure(postTransfer(db, { kind: 'transfer', legs: move(carol!, dave!, 'USDT', 5_000_001n) }))).toEqual({
      code: 'business',
      key: 'ledger.insufficient',
      params: { coin: 'USDT' },
    });
    expect(await failure(postTransfer(db, { kind: 'transfer', legs: move(dave!, carol!, 'DGB', 1n) }))).toMatchObject({
      key: 'ledger.insufficient',
    });
    expect((await getBalances(db, 200)).USDT.available).toBe(5_000_000n);
    expect((await getBalances(db, 201)).USDT.available).toBe(0n);
    expect((await balanceLog(db, 201)).total).toBe(0);
  });

  it('lets only issuance sources go below zero, so every coin still sums to zero', async () => {
    const external = await systemAccount(db, 'external');
    const escrow = await systemAccount(db, 'escrow');
    const [erin] = await members(db, 1, 300);
    await fund(db, erin!, 'GO', 7n);
    expect((await getAccountBalances(db, external.id)).GO.available).toBeLessThan(0n);
    expect(await failure(postTransfer(db, { kind: 'adjust', legs: move(escrow.id, erin!, 'GO', 1n) }))).toMatchObject({
      key: 'ledger.insufficient',
    });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('treats malformed postings as bugs, not refusals', async () => {
    const [a, b] = await members(db, 2, 400);
    await expect(
      postTransfer(db, {
        kind: 'transfer',
        legs: [
          { account: a!, coin: 'PI', amount: -2n },
          { account: b!, coin: 'PI', amount: 1n },
        ],
      }),
    ).rejects.toThrow(/sum to -1/);
    await expect(
      postTransfer(db, {
        kind: 'transfer',
        legs: [
          { account: a!, coin: 'PI', amount: -1n, bucket: 'frozen' },
          { account: b!, coin: 'PI', amount: 1n },
        ],
      }),
    ).rejects.toThrow(/holds/);
    await expect(postTransfer(db, { kind: 'transfer', legs: move(a!, 999_999, 'PI', 0n) })).rejects.toThrow(/non-zero/);
    await expect(
      postTransfer(db, { kind: 'transfer', legs: move((await systemAccount(db, 'external')).id, 999_999, 'PI', 1n) }),
    ).rejects.toThrow(/does not exist/);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses exactly the debits beyond the balance under 1,000 concurrent attempts', { timeout: 120_000 }, async () => {
    const [payer, payee] = await members(db, 2, 500);
    const covered = 137;
    await fund(db, payer!, 'COIN', BigInt(covered) * 3n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 1000 }, () => postTransfer(db, { kind: 'transfer', legs: move(payer!, payee!, 'COIN', 3n) })),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(covered);
    expect(refused.every((o) => o.reason instanceof AppError && o.reason.messageKey === 'ledger.insufficient')).toBe(true);
    expect((await getBalances(db, 500)).COIN).toEqual({ available: 0n, frozen: 0n });
    expect((await getBalances(db, 501)).COIN.available).toBe(BigInt(covered) * 3n);
    expect((await balanceLog(db, 501, { limit: 100, page: 2 })).data).toHaveLength(37);
    expect(await checkInvariants(db)).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('applies a repeated request once and returns the first result', async () => {
    const [a, b] = await members(db, 2, 600);
    await fund(db, a!, 'PI', 100n);
    const first = await postTransfer(db, { kind: 'transfer', idempotencyKey: 'k-600', legs: move(a!, b!, 'PI', 40n) });
    const again = await postTransfer(db, {
      kind: 'transfer',
      memo: 'retry',
      idempotencyKey: 'k-600',
      legs: move(a!, b!, 'PI', 40n).reverse(),
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await getBalances(db, 600)).PI.available).toBe(60n);
    expect(
      await failure(postTransfer(db, { kind: 'transfer', idempotencyKey: 'k-600', legs: move(a!, b!, 'PI', 41n) })),
    ).toMatchObject({
      code: 'conflict',
      key: 'ledger.idempotency_conflict',
    });
    expect((await getBalances(db, 601)).PI.available).toBe(40n);
  });

  it('applies one of 50 concurrent submissions with the same key, and all get its result', async () => {
    const [a, b] = await members(db, 2, 700);
    await fund(db, a!, 'USDT', 1_000n);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransfer(db, { kind: 'transfer', idempotencyKey: 'k-700', legs: move(a!, b!, 'USDT', 300n) }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.postingId)).size).toBe(1);
    expect(results.every((r) => r.entries[0]!.balanceAfter === 700n)).toBe(true);
    expect((await getBalances(db, 700)).USDT.available).toBe(700n);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('does not use up a key when the posting was refused', async () => {
    const [a, b] = await members(db, 2, 800);
    expect(
      await failure(postTransfer(db, { kind: 'transfer', idempotencyKey: 'k-800', legs: move(a!, b!, 'PI', 5n) })),
    ).toMatchObject({ key: 'ledger.insufficient' });
    await fund(db, a!, 'PI', 5n);
    expect((await postTransfer(db, { kind: 'transfer', idempotencyKey: 'k-800', legs: move(a!, b!, 'PI', 5n) })).replayed).toBe(
      false,
    );
  });

  it('creates each account once even when asked concurrently', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => accountForUser(db, 900)));
    expect(new Set(ids.map((a) => a.id)).size).toBe(1);
    const fees = await Promise.all(Array.from({ length: 20 }, () => systemAccount(db, 'withdrawals_in_transit')));
    expect(new Set(fees.map((a) => a.id)).size).toBe(1);
  });
});
