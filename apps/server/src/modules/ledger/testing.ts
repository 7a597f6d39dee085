/** Test helpers for the ledger's tests: funding from the external source and a seeded random source. */
import type { Coin } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { accountForUser, systemAccount } from './accounts.ts';
import type { Leg } from './ledger.types.ts';
import { postTransfer } from './post-transfer.ts';

/** A deposit: `amount` from the external world into the account's available balance. */
export async function fund(db: Db, account: number, coin: Coin, amount: bigint) {
  const external = await systemAccount(db, 'external');
  return postTransfer(db, {
    kind: 'deposit',
    legs: [
      { account: external.id, coin, amount: -amount },
      { account, coin, amount },
    ],
  });
}

export const move = (from: number, to: number, coin: Coin, amount: bigint): Leg[] => [
  { account: from, coin, amount: -amount },
  { account: to, coin, amount },
];

/** Member accounts for user ids from `first`, in order. */
export async function members(db: Db, count: number, first = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await accountForUser(db, first + i)).id);
  return ids;
}

/** mulberry32: reproducible "random" runs; the seed is printed by the test that uses it. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
