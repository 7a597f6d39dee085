/** Operator accounts and their tokens (docs/api.md "Admin": admin accounts kept apart from members). */
import { hashToken } from '../../core/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { AdminRole } from '@app/contract';
import type { AdminRow } from './admin.tables.ts';

export function countAdmins(db: Db): Promise<number> {
  return db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export function findAdminByUsername(db: Db, username: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertAdmin(
  db: Db,
  admin: { username: string; passwordHash: string; role: AdminRole; now: number },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({ username: admin.username, password_hash: admin.passwordHash, role: admin.role, createtime: admin.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertAdminToken(db: Db, adminId: number, token: string, now: number, expiretime: number): Promise<void> {
  await db
    .insertInto('admin_tokens')
    .values({ admin_id: adminId, token_hash: hashToken(token), createtime: now, expiretime, revoked: 0 })
    .execute();
}

/** The admin a token belongs to, with the token's state, whatever that state is. */
export function findAdminToken(db: Db, token: string) {
  return db
    .selectFrom('admin_tokens')
    .innerJoin('admins', 'admins.id', 'admin_tokens.admin_id')
    .selectAll('admins')
    .select(['admin_tokens.expiretime as token_expiretime', 'admin_tokens.revoked as token_revoked'])
    .where('admin_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function revokeAdminToken(db: Db, token: string): Promise<void> {
  await db.updateTable('admin_tokens').set({ revoked: 1 }).where('token_hash', '=', hashToken(token)).execute();
}
