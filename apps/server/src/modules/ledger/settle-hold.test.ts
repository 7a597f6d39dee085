import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { systemAccount } from './accounts.ts';
import { balanceLog, getAccountBalances, getBalances } from './balances.ts';
import { checkInvariants } from './check-invariants.ts';
import { getHold, holdFunds } from './hold-funds.ts';
import { captureHold, expireHolds, voidHold } from './settle-hold.ts';
import { fund, members } from './testing.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());
afterEach(() => clock.reset());

const key = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'settled';
  } catch (error) {
    if (error instanceof AppError) return `${error.code}:${error.messageKey}`;
    throw error;
  }
};

describe('holds', () => {
  it('freezes funds, then captures part to a merchant and a fee and returns the rest', async () => {
    const [seller, buyer] = await members(db, 2, 10);
    const fees = await systemAccount(db, 'fees');
    await fund(db, seller!, 'PI', 1_000n);
    const { holdId } = await holdFunds(db, { account: seller!, coin: 'PI', amount: 600n, kind: 'p2p_escrow' });
    expect((await getBalances(db, 10)).PI).toEqual({ available: 400n, frozen: 600n });
    expect(await key(holdFunds(db, { account: seller!, coin: 'PI', amount: 401n, kind: 'p2p_escrow' }))).toBe(
      'business:ledger.insufficient',
    );

    const settled = await captureHold(db, holdId, {
      kind: 'p2p_trade',
      to: [
        { account: buyer!, amount: 495n },
        { account: fees.id, amount: 5n },
      ],
    });
    expect(settled).toMatchObject({ captured: 500n, released: 100n });
    expect((await getBalances(db, 10)).PI).toEqual({ available: 500n, frozen: 0n });
    expect((await getBalances(db, 11)).PI.available).toBe(495n);
    expect((await getAccountBalances(db, fees.id)).PI.available).toBe(5n);
    expect((await getHold(db, holdId))?.status).toBe('posted');
    expect((await balanceLog(db, 10)).data.map((r) => `${r.kind}:${r.bucket}:${r.amount}`)).toEqual([
      'p2p_trade:available:100',
      'p2p_trade:frozen:-600',
      'p2p_escrow:frozen:600',
      'p2p_escrow:available:-600',
      'deposit:available:1000',
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('settles a hold only once: a second capture or void is a conflict, an unknown hold is not found', async () => {
    const [a, b] = await members(db, 2, 20);
    await fund(db, a!, 'USDT', 50n);
    const { holdId } = await holdFunds(db, { account: a!, coin: 'USDT', amount: 50n, kind: 'withdraw' });
    await voidHold(db, holdId);
    expect(await key(voidHold(db, holdId))).toBe('conflict:ledger.hold_settled');
    expect(await key(captureHold(db, holdId, { kind: 'withdraw', to: [{ account: b!, amount: 50n }] }))).toBe(
      'conflict:ledger.hold_settled',
    );
    expect(await key(voidHold(db, 987_654))).toBe('not_found:ledger.hold_not_found');
    expect((await getBalances(db, 20)).USDT).toEqual({ available: 50n, frozen: 0n });
  });

  it('expires a hold past its time: it can no longer be captured and its funds come back', async () => {
    const [a, b] = await members(db, 2, 30);
    await fund(db, a!, 'DGB', 900n);
    const now = clock.now();
    const { holdId } = await holdFunds(db, {
      account: a!,
      coin: 'DGB',
      amount: 300n,
      kind: 'shop_pay',
      expiresAt: now + 900,
    });
    expect(await expireHolds(db, now + 899)).toBe(0);
    clock.advance(900);
    expect(await key(captureHold(db, holdId, { kind: 'shop_settle', to: [{ account: b!, amount: 300n }] }))).toBe(
      'conflict:ledger.hold_expired',
    );
    expect(await expireHolds(db)).toBe(1);
    expect(await expireHolds(db)).toBe(0);
    expect((await getHold(db, holdId))?.status).toBe('expired');
    expect((await getBalances(db, 30)).DGB).toEqual({ available: 900n, frozen: 0n });
    expect(await key(voidHold(db, holdId))).toBe('conflict:ledger.hold_expired');
  });

  it('returns the same hold for a repeated idempotency key', async () => {
    const [a] = await members(db, 1, 40);
    await fund(db, a!, 'GO', 10n);
    const input = { account: a!, coin: 'GO' as const, amount: 4n, kind: 'shop_pay' as const, idempotencyKey: 'hold-40' };
    const [first, second] = await Promise.all([holdFunds(db, input), holdFunds(db, input)]);
    expect(first!.holdId).toBe(second!.holdId);
    expect([first!.replayed, second!.replayed].sort()).toEqual([false, true]);
    expect((await getBalances(db, 40)).GO).toEqual({ available: 6n, frozen: 4n });
  });

  it('settles each hold exactly once when captures, voids and expiry race', { timeout: 120_000 }, async () => {
    const holders = await members(db, 10, 50);
    const [dest] = await members(db, 1, 90);
    const now = clock.now();
    const holds: number[] = [];
    for (const account of holders) {
      await fund(db, account, 'COIN', 100n);
      holds.push((await holdFunds(db, { account, coin: 'COIN', amount: 100n, kind: 'shop_pay', expiresAt: now + 60 })).holdId);
    }
    const attempts = holds.flatMap((holdId) => [
      ...Array.from({ length: 5 }, () =>
        captureHold(db, holdId, { kind: 'shop_settle', to: [{ account: dest!, amount: 100n }] }),
      ),
      ...Array.from({ length: 5 }, () => voidHold(db, holdId)),
    ]);
    const outcomes = await Promise.allSettled([...attempts, expireHolds(db, now + 61)]);
    const expiredCount = (outcomes.at(-1) as PromiseFulfilledResult<number>).value;
    const settledOk = outcomes.slice(0, -1).filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.slice(0, -1).filter((o) => o.status === 'rejected');
    expect(settledOk + expiredCount).toBe(holds.length);
    expect(refused.every((o) => o.reason instanceof AppError && o.reason.code === 'conflict')).toBe(true);

    const statuses = await Promise.all(holds.map(async (id) => (await getHold(db, id))!.status));
    const posted = statuses.filter((s) => s === 'posted').length;
    expect(statuses.every((s) => s !== 'pending')).toBe(true);
    expect((await getBalances(db, 90)).COIN.available).toBe(BigInt(posted) * 100n);
    const held = await Promise.all(holders.map((_, i) => getBalances(db, 50 + i)));
    expect(held.reduce((sum, b) => sum + b.COIN.available + b.COIN.frozen, 0n)).toBe(BigInt(holds.length - posted) * 100n);
    expect(await checkInvariants(db)).toEqual([]);
  });
});
