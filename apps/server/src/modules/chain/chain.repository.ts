/** Queries of the chain module's tables: members' own deposit addresses and the watcher's cursors. */
import type { Db } from '../../db/database.ts';
import { usernamesByIds } from '../users/member-names.ts';

export interface OwnAddressRow {
  chain: string;
  user_id: number;
  address: string;
  memo: string;
}

export async function findOwnAddress(db: Db, chain: string, userId: number): Promise<OwnAddressRow | undefined> {
  const row = await db
    .selectFrom('chain_deposit_addresses')
    .select(['chain', 'user_id', 'address', 'memo'])
    .where('chain', '=', chain)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, user_id: Number(row.user_id) };
}

/** Stores the member's address; a concurrent first request stored the same one (it is deterministic). */
export async function insertOwnAddress(
  db: Db,
  a: { chain: string; userId: number; address: string; memo: string; index: number | null; now: number },
): Promise<void> {
  await db
    .insertInto('chain_deposit_addresses')
    .values({ chain: a.chain, user_id: a.userId, address: a.address, memo: a.memo, address_index: a.index, createtime: a.now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Every member address on the chain, lower case, with its member (the watcher's filter). */
export async function ownAddressesOn(db: Db, chain: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chain_deposit_addresses')
    .select(['address', 'user_id'])
    .where('chain', '=', chain)
    .where('memo', '=', '')
    .execute();
  return new Map(rows.map((r) => [r.address.toLowerCase(), Number(r.user_id)]));
}

export async function readCursor(db: Db, chain: string): Promise<number | undefined> {
  const row = await db.selectFrom('chain_cursors').select('next_block').where('chain', '=', chain).executeTakeFirst();
  return row ? Number(row.next_block) : undefined;
}

export async function writeCursor(db: Db, chain: string, nextBlock: number, now: number): Promise<void> {
  await db
    .insertInto('chain_cursors')
    .values({ chain, next_block: nextBlock, updatetime: now })
    .onConflict((oc) => oc.column('chain').doUpdateSet({ next_block: nextBlock, updatetime: now }))
    .execute();
}

/** The Horizon watcher's stored paging token on a chain (docs/api.md "PI on the Pi chain"). */
export async function readPagingToken(db: Db, chain: string): Promise<string | undefined> {
  const row = await db.selectFrom('chain_cursors').select('paging_token').where('chain', '=', chain).executeTakeFirst();
  return row?.paging_token ?? undefined;
}

export async function writePagingToken(db: Db, chain: string, token: string, now: number): Promise<void> {
  await db
    .insertInto('chain_cursors')
    .values({ chain, next_block: 0, paging_token: token, updatetime: now })
    .onConflict((oc) => oc.column('chain').doUpdateSet({ paging_token: token, updatetime: now }))
    .execute();
}

/**
 * The member whose memo on `chain` is exactly `memo` (docs/api.md "PI on the Pi chain"): the memo given out and
 * stored, or the member id in its one written form (eight digits at least, leading zeros included) when the
 * member never opened the page that stores it.
 */
export async function memberByMemo(db: Db, chain: string, memo: string): Promise<number | undefined> {
  const stored = await db
    .selectFrom('chain_deposit_addresses')
    .select('user_id')
    .where('chain', '=', chain)
    .where('memo', '=', memo)
    .executeTakeFirst();
  if (stored) return Number(stored.user_id);
  if (!/^\d{8,15}$/.test(memo) || String(Number(memo)).padStart(8, '0') !== memo) return undefined;
  const names = await usernamesByIds(db, [Number(memo)]);
  return names.has(Number(memo)) ? Number(memo) : undefined;
}
