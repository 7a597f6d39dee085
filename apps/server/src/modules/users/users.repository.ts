/**
 * Member account queries (docs/api.md "User"). Every function takes the database or transaction handle, so
 * services compose them inside one transaction. Emails are stored lower-case; usernames keep their case
 * and are compared case-insensitively (unique index on lower(username)).
 */
import { sql, type Kysely } from 'kysely';
import { clock } from '../../core/clock.ts';
import type { Database } from '../../db/schema.ts';
import type { NewUser, UserRow, UserUpdate } from './users.tables.ts';

export type DbHandle = Kysely<Database>;

export function findUserById(db: DbHandle, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: DbHandle, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserByUsername(db: DbHandle, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Sign-in accepts an email or a username. */
export function findUserByAccount(db: DbHandle, account: string): Promise<UserRow | undefined> {
  return account.includes('@') ? findUserByEmail(db, account) : findUserByUsername(db, account);
}

export function findUserByInviteCode(db: DbHandle, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('invite_code', '=', code.toUpperCase()).executeTakeFirst();
}

export async function mobileTakenByOther(db: DbHandle, mobile: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('mobile', '=', mobile).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: DbHandle, user: NewUser): Promise<UserRow> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return (await findUserById(db, Number(id)))!;
}

export async function updateUser(db: DbHandle, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatetime: clock.now() })
    .where('id', '=', id)
    .execute();
}

export async function countInvitees(db: DbHandle, inviterId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('inviter_id', '=', inviterId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function listInvitees(db: DbHandle, inviterId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'avatar', 'createtime'])
    .where('inviter_id', '=', inviterId)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The merchant flag follows the member's shop label; it is not a profile edit, so updatetime stays. */
export async function setMerchantFlag(db: DbHandle, userId: number, merchant: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_merchant: merchant ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export interface StoredMembership {
  /** 0 none; 1 monthly, 2 yearly, 3 lifetime */
  level: number;
  /** unix seconds; null for lifetime (or none) */
  expiretime: number | null;
}

export async function findMembership(db: DbHandle, userId: number): Promise<StoredMembership> {
  const row = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_expiretime'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { level: row.vip_level, expiretime: row.vip_expiretime === null ? null : Number(row.vip_expiretime) };
}

/** Compare-and-set: only when the membership is still `before`; false when another purchase moved it. */
export async function swapMembership(
  db: DbHandle,
  userId: number,
  before: StoredMembership,
  after: StoredMembership,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ vip_level: after.level, vip_expiretime: after.expiretime })
    .where('id', '=', userId)
    .where('vip_level', '=', before.level)
    .where((eb) => (before.expiretime === null ? eb('vip_expiretime', 'is', null) : eb('vip_expiretime', '=', before.expiretime)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the member's row lock until the transaction ends (a no-op update: PostgreSQL locks the row, SQLite the database). */
export async function lockMember(db: DbHandle, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

/** Members whose VIP membership ends after `from` and no later than `to` (lifetime memberships have no end). */
export function findVipEndingBetween(db: DbHandle, from: number, to: number) {
  return db
    .selectFrom('users')
    .select(['id', 'vip_expiretime'])
    .where('vip_level', '>', 0)
    .where('vip_expiretime', '>', from)
    .where('vip_expiretime', '<=', to)
    .execute();
}
