/** Queries of the address book (member_addresses). Every query names the member, so one never reaches another's. */
import type { Db } from '../../db/database.ts';

export interface AddressRow {
  id: number;
  user_id: number;
  name: string;
  mobile: string;
  region: string;
  detail: string;
  is_default: number;
}

const columns = ['id', 'user_id', 'name', 'mobile', 'region', 'detail', 'is_default'] as const;
const toRow = (raw: AddressRow): AddressRow => ({ ...raw, id: Number(raw.id), user_id: Number(raw.user_id) });

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  const rows = await db
    .selectFrom('member_addresses')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRow);
}

export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const raw = await db
    .selectFrom('member_addresses')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return raw ? toRow(raw) : undefined;
}

export async function findDefaultAddress(db: Db, userId: number): Promise<AddressRow | undefined> {
  const raw = await db
    .selectFrom('member_addresses')
    .select(columns)
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return raw ? toRow(raw) : undefined;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('member_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AddressFields {
  name: string;
  mobile: string;
  region: string;
  detail: string;
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields, now: number): Promise<number> {
  const row = await db
    .insertInto('member_addresses')
    .values({ user_id: userId, ...fields, createtime: now, updatetime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAddress(db: Db, userId: number, id: number, fields: AddressFields, now: number): Promise<boolean> {
  const result = await db
    .updateTable('member_addresses')
    .set({ ...fields, updatetime: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes `id` the member's one default (0 clears every default). */
export async function setDefault(db: Db, userId: number, id: number): Promise<void> {
  await db.updateTable('member_addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '<>', id).execute();
  if (id)
    await db.updateTable('member_addresses').set({ is_default: 1 }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('member_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The member's newest address, to become the default when the default is deleted. */
export async function newestAddressId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
