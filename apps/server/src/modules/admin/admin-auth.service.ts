/**
 * Operator sign-in (docs/api.md "Admin"): argon2id passwords, random tokens stored hashed with a 12-hour expiry,
 * revocable; 10 wrong passwords lock the account for 15 minutes, however many arrive at once. Unknown and
 * known usernames get the same refusal and take the same time.
 */
import { AppError, refuse } from '../../core/app-error.ts';
import { clearAttempts, reserveAttempt, type AttemptCounter, type Reservation } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import { decoyHash, verifyPassword } from '../../core/passwords.ts';
import { newToken } from '../../core/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from './admin.tables.ts';
import { LOGIN_POLICY } from '../users/lockout.ts';
import { findAdminByUsername, findAdminToken, insertAdminToken, revokeAdminToken } from './admin.repository.ts';
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

const adminCounter = (adminId: number): AttemptCounter => ({
  table: 'admins',
  key: { column: 'id', value: adminId },
  failures: 'login_failures',
  lockedUntil: 'locked_until',
});

/** Reserves this attempt before the password is checked (core/attempts.ts), so a burst cannot outrun the lock. */
async function reserve(db: Db, admin: AdminRow | undefined, now: number): Promise<Reservation | undefined> {
  if (!admin) return undefined;
  const reserved = await reserveAttempt(db, adminCounter(admin.id), LOGIN_POLICY, now);
  if (!reserved.ok) throw lockedError(reserved.lockedUntil || now + LOGIN_POLICY.lockSeconds, now);
  return reserved;
}

async function countFailure(db: Db, admin: AdminRow, reserved: Reservation & { ok: true }, now: number): Promise<AppError> {
  const locks = reserved.left === 0;
  await recordAudit(db, admin.id, locks ? 'login_locked' : 'login_failed', `admin:${admin.id}`, { failures: reserved.attempt });
  return locks ? lockedError(now + LOGIN_POLICY.lockSeconds, now) : refuse('admin.login_failed');
}

export async function loginAdmin(db: Db, username: string, password: string): Promise<AdminSession> {
  const now = clock.now();
  const admin = await findAdminByUsername(db, username);
  const reserved = await reserve(db, admin, now);
  const matches = await verifyPassword(admin?.password_hash ?? (await decoyHash()), password);
  if (!admin || !reserved?.ok) throw refuse('admin.login_failed');
  if (!matches) throw await countFailure(db, admin, reserved, now);
  await clearAttempts(db, adminCounter(admin.id));
  if (admin.status !== 'normal') throw refuse('admin.login_failed');
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
