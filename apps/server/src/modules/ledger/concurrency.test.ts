/**
 * The ledger under concurrency (docs/architecture.md "Money: one ledger"): random concurrent transfers, exchanges,
 * holds, deposits and withdrawals among many accounts leave every coin's total changed only by deposits and
 * withdrawals, no balance below zero, every balance equal to its journal, and every idempotency key applied once.
 */
import type { Coin } from '@app/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { systemAccount } from './accounts.ts';
import { getAccountBalances } from './balances.ts';
import { checkInvariants } from './check-invariants.ts';
import { holdFunds } from './hold-funds.ts';
import { postTransfer } from './post-transfer.ts';
import { captureHold, voidHold } from './settle-hold.ts';
import { fund, members, move, seeded } from './testing.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

const COINS_USED: Coin[] = ['PI', 'USDT', 'DGB', 'COIN'];

it('keeps every invariant through random concurrent money movements', { timeout: 180_000 }, async () => {
  const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 100_000);
  console.log(`ledger random run seed=${seed} (LEDGER_SEED to replay)`);
  const rnd = seeded(seed);
  const users = await members(db, 12, 1_000);
  const [external, fees, liquidity] = [
    await systemAccount(db, 'external'),
    await systemAccount(db, 'fees'),
    await systemAccount(db, 'exchange_liquidity'),
  ];
  const net = new Map<Coin, bigint>(COINS_USED.map((c) => [c, 0n])); // deposits minus withdrawals that succeeded
  const track = (coin: Coin, amount: bigint) => net.set(coin, net.get(coin)! + amount);
  for (const user of users) for (const coin of COINS_USED) await fund(db, user, coin, 1_000n).then(() => track(coin, 1_000n));
  await fund(db, liquidity.id, 'COIN', 10_000n).then(() => track('COIN', 10_000n));

  const holds: number[] = [];
  const keys = new Set<string>();
  const amount = () => BigInt(1 + rnd.int(400));
  const ops: (() => Promise<unknown>)[] = [
    async () => {
      const [coin, x, user] = [rnd.pick(COINS_USED), amount(), rnd.pick(users)];
      await fund(db, user, coin, x);
      track(coin, x);
    },
    async () => {
      const [coin, x, user] = [rnd.pick(COINS_USED), amount(), rnd.pick(users)];
      await postTransfer(db, { kind: 'withdraw', legs: move(user, external.id, coin, x) });
      track(coin, -x);
    },
    () => {
      const [from, to, coin, x] = [rnd.pick(users), rnd.pick(users), rnd.pick(COINS_USED), amount()];
      if (from === to) return Promise.resolve();
      const legs = [
        { account: from, coin, amount: -(x + 1n) },
        { account: to, coin, amount: x },
        { account: fees.id, coin, amount: 1n },
      ];
      const key = `rnd-${keys.size}`;
      keys.add(key);
      return Promise.all([1, 2, 3].map(() => postTransfer(db, { kind: 'transfer', idempotencyKey: key, legs })));
    },
    () => {
      const [user, x] = [rnd.pick(users), amount()];
      return postTransfer(db, {
        kind: 'exchange',
        legs: [
          { account: user, coin: 'DGB', amount: -x },
          { account: liquidity.id, coin: 'DGB', amount: x },
          { account: liquidity.id, coin: 'COIN', amount: -x * 3n },
          { account: user, coin: 'COIN', amount: x * 3n },
        ],
      });
    },
    async () => {
      const hold = await holdFunds(db, {
        account: rnd.pick(users),
        coin: rnd.pick(COINS_USED),
        // at least the largest capture below (1–3 units plus a 1-unit fee), so captures always fit
        amount: amount() + 3n,
        kind: 'shop_pay',
      });
      holds.push(hold.holdId);
    },
    () => {
      const holdId = holds.length ? rnd.pick(holds) : 0;
      const x = BigInt(rnd.int(3));
      return captureHold(db, holdId, {
        kind: 'shop_settle',
        to: [
          { account: rnd.pick(users), amount: 1n + x },
          { account: fees.id, amount: 1n },
        ],
      });
    },
    () => voidHold(db, holds.length ? rnd.pick(holds) : 0),
  ];

  for (let round = 0; round < 4; round++) {
    const outcomes = await Promise.allSettled(Array.from({ length: 150 }, () => rnd.pick(ops)()));
    for (const o of outcomes) {
      if (o.status === 'fulfilled') continue;
      const e = o.reason;
      const expected =
        e instanceof AppError && ['ledger.insufficient', 'ledger.hold_settled', 'ledger.hold_not_found'].includes(e.messageKey);
      if (!expected) throw e;
    }
  }

  expect(await checkInvariants(db)).toEqual([]);
  const outside = await getAccountBalances(db, external.id);
  for (const coin of COINS_USED) expect(outside[coin].available, coin).toBe(-net.get(coin)!);
  const applied = await sql<{
    k: string;
  }>`select idempotency_key as k from ledger_postings where idempotency_key like 'rnd-%'`.execute(db);
  expect(applied.rows.every((r) => keys.has(r.k))).toBe(true);
  expect(new Set(applied.rows.map((r) => r.k)).size).toBe(applied.rows.length);
});
