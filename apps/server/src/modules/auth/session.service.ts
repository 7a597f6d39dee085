/**
 * Member sessions (docs/api.md "User": tokens random ≥ 128 bits, stored hashed, revocable, with expiry).
 * A token in the `token` header signs a member in; logout and password changes revoke tokens.
 */
import { EventEmitter } from 'node:events';
import { clock } from '../../core/clock.ts';
import { hashToken, newToken } from '../../core/tokens.ts';
import type { Db } from '../../db/database.ts';
import { findMemberByTokenHash, insertMemberToken, revokeMemberTokens, revokeTokenByHash, type UserRow } from '../users/index.ts';

/** A revocation, told to whatever holds sessions open (the chat socket closes the revoked token's sockets). */
export interface MemberRevocation {
  tokenHash?: string;
  userId?: number;
  keepHash?: string;
}
export const sessionEvents = new EventEmitter<{ revoked: [MemberRevocation] }>();

export interface IssuedToken {
  token: string;
  expiretime: number;
}

export async function issueMemberToken(db: Db, userId: number, ttlSeconds: number): Promise<IssuedToken> {
  const token = newToken();
  const now = clock.now();
  const expiretime = now + ttlSeconds;
  await insertMemberToken(db, { userId, tokenHash: hashToken(token), createtime: now, expiretime });
  return { token, expiretime };
}

/** The member a live token belongs to, or undefined for unknown, expired or revoked tokens. */
export async function findMemberByToken(db: Db, token: string): Promise<{ user: UserRow; expiretime: number } | undefined> {
  if (!token || token.length > 200) return undefined;
  const found = await findMemberByTokenHash(db, hashToken(token));
  if (!found || found.revoked || found.expiretime <= clock.now()) return undefined;
  return { user: found.user, expiretime: found.expiretime };
}

export async function revokeMemberToken(db: Db, token: string): Promise<void> {
  await revokeTokenByHash(db, hashToken(token));
  sessionEvents.emit('revoked', { tokenHash: hashToken(token) });
}

/** Revokes every token of a member except `keepToken` (used after a password change). */
export async function revokeOtherMemberTokens(db: Db, userId: number, keepToken?: string): Promise<void> {
  const keepHash = keepToken ? hashToken(keepToken) : undefined;
  await revokeMemberTokens(db, userId, keepHash);
  sessionEvents.emit('revoked', { userId, keepHash });
}

/** Signs a member in: a new token and its expiry, ready for the userinfo presenter. */
export function startMemberSession(db: Db, user: UserRow, ttlSeconds: number): Promise<IssuedToken> {
  return issueMemberToken(db, user.id, ttlSeconds);
}
