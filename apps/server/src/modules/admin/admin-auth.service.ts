/**
 * Operator sign-in (API.md "Admin"; issue 3 "Bootstrap operator"): argon2id passwords, random tokens stored
 * hashed with a 12-hour expiry, revocable; 10 wrong passwords lock the account for 15 minutes. Unknown and
 * known usernames get the same refusal and take the same time.
 */
import { LIMITS } from '@app/contract';
import { AppError, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { decoyHash, verifyPassword } from '../../core/passwords.ts';
import { newToken } from '../../core/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/schema.ts';
import {
  clearLoginFailures,
  findAdminByUsername,
  findAdminToken,
  insertAdminToken,
  recordLoginFailure,
  revokeAdminToken,
} from './admin.repository.ts';
import { recordAudit } from './audit.service.ts';

export const ADMIN_TOKEN_TTL_SECONDS = 12 * 3600;

export interface AdminSession {
  admin: AdminRow;
  token: string;
  expiretime: number;
}

function lockedError(lockedUntil: number, now: number): AppError {
  return new AppError('rate_limited', 'admin.locked', { minutes: Math.max(1, Math.ceil((lockedUntil - now) / 60)) });
}

async function countFailure(db: Db, admin: AdminRow, now: number): Promise<AppError> {
  const failures = admin.login_failures + 1;
  const locks = failures >= LIMITS.loginFailuresBeforeLock;
  const lockedUntil = locks ? now + LIMITS.loginLockSeconds : 0;
  await recordLoginFailure(db, admin.id, locks ? 0 : failures, lockedUntil);
  await recordAudit(db, admin.id, locks ? 'login_locked' : 'login_failed', `admin:${admin.id}`, { failures });
  return locks ? lockedError(lockedUntil, now) : refuse('admin.login_failed');
}

export async function loginAdmin(db: Db, username: string, password: string): Promise<AdminSession> {
  const now = clock.now();
  const admin = await findAdminByUsername(db, username);
  if (admin && admin.locked_until > now) throw lockedError(admin.locked_until, now);
  const matches = await verifyPassword(admin?.password_hash ?? (await decoyHash()), password);
  if (!admin) throw refuse('admin.login_failed');
  if (!matches) throw await countFailure(db, admin, now);
  if (admin.status !== 'normal') throw refuse('admin.login_failed');
  if (admin.login_failures > 0) await clearLoginFailures(db, admin.id);
  const token = newToken();
  const expiretime = now + ADMIN_TOKEN_TTL_SECONDS;
  await insertAdminToken(db, admin.id, token, now, expiretime);
  await recordAudit(db, admin.id, 'login', `admin:${admin.id}`, {});
  return { admin, token, expiretime };
}

/** The operator a live token belongs to; undefined for unknown, expired, revoked or disabled. */
export async function findAdminSession(db: Db, token: string): Promise<AdminSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await findAdminToken(db, token);
  if (!row || row.token_revoked || row.token_expiretime <= clock.now() || row.status !== 'normal') return undefined;
  const { token_expiretime, token_revoked: _revoked, ...admin } = row;
  return { admin, token, expiretime: token_expiretime };
}

export async function logoutAdmin(db: Db, session: AdminSession): Promise<void> {
  await revokeAdminToken(db, session.token);
  await recordAudit(db, session.admin.id, 'logout', `admin:${session.admin.id}`, {});
}
