/**
 * Queries of the withdrawal addresses a member binds, one per coin and chain (the address book's wallet side:
 * addresses.service.ts binds, withdraw.service.ts and wallet.service.ts read). Every function takes the database
 * or the caller's transaction.
 */
import type { Coin } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Per chain, the bound address and when it may first be withdrawn to. */
export async function boundAddressesOf(
  db: Db,
  userId: number,
  coin: Coin,
): Promise<Record<string, { address: string; usableAt: number }>> {
  const rows = await db
    .selectFrom('wallet_addresses')
    .select(['chain', 'address', 'usable_at'])
    .where('user_id', '=', userId)
    .where('coin', '=', coin)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.chain, { address: r.address, usableAt: Number(r.usable_at) }]));
}

interface BoundAddress {
  userId: number;
  coin: Coin;
  chain: string;
  address: string;
  now: number;
  /** when a new address may first be withdrawn to (withdraw_address_cooldown_hours) */
  usableAt: number;
}

/** Inserts the first bound address; false when the member already has one for this coin and chain. */
export async function insertAddress(db: Db, a: BoundAddress): Promise<boolean> {
  const result = await db
    .insertInto('wallet_addresses')
    .values({
      user_id: a.userId,
      coin: a.coin,
      chain: a.chain,
      address: a.address,
      createtime: a.now,
      updatetime: a.now,
      usable_at: a.usableAt,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Replaces a bound address, whose wait starts again unless it is the same address; false when none was bound. */
export async function updateAddress(db: Db, a: BoundAddress): Promise<boolean> {
  const result = await db
    .updateTable('wallet_addresses')
    .set({
      address: a.address,
      updatetime: a.now,
      usable_at: sql<number>`case when address = ${a.address} then usable_at else ${a.usableAt} end`,
    })
    .where('user_id', '=', a.userId)
    .where('coin', '=', a.coin)
    .where('chain', '=', a.chain)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
