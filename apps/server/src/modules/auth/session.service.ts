/**
 * Member sessions (docs/api.md "User": tokens random ≥ 128 bits, stored hashed, revocable, with expiry).
 * A token in the `token` header signs a member in; logout and password changes revoke tokens.
 */
import { EventEmitter } from 'node:events';
import type { CompiledQuery } from 'kysely';
import { clock } from '../../core/clock.ts';
import { hashToken, newToken } from '../../core/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';

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
  await db
    .insertInto('user_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), createtime: now, expiretime, revoked: 0 })
    .execute();
  return { token, expiretime };
}

/** The token lookup, built for one database handle with the hash as its only parameter. */
function tokenLookupOf(db: Db) {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .selectAll('users')
    .select(['user_tokens.expiretime as token_expiretime', 'user_tokens.revoked as token_revoked'])
    .where('user_tokens.token_hash', '=', '')
    .compile();
}
type TokenLookup = ReturnType<typeof tokenLookupOf>;

/**
 * Every signed-in request runs this one query; building and compiling it anew each time was a fifth of the
 * lookup's CPU (in the `npm run bench` profile), so it is compiled once per database handle and run with the hash.
 */
const tokenLookups = new WeakMap<Db, TokenLookup>();

/** The member a live token belongs to, or undefined for unknown, expired or revoked tokens. */
export async function findMemberByToken(db: Db, token: string): Promise<{ user: UserRow; expiretime: number } | undefined> {
  if (!token || token.length > 200) return undefined;
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = tokenLookupOf(db)));
  const { rows } = await db.executeQuery<TokenLookup extends CompiledQuery<infer R> ? R : never>({
    ...lookup,
    parameters: [hashToken(token)],
  });
  const row = rows[0];
  if (!row || row.token_revoked || row.token_expiretime <= clock.now()) return undefined;
  const { token_expiretime, token_revoked: _revoked, ...user } = row;
  return { user, expiretime: token_expiretime };
}

export async function revokeMemberToken(db: Db, token: string): Promise<void> {
  await db.updateTable('user_tokens').set({ revoked: 1 }).where('token_hash', '=', hashToken(token)).execute();
  sessionEvents.emit('revoked', { tokenHash: hashToken(token) });
}

/** Revokes every token of a member except `keepToken` (used after a password change). */
export async function revokeOtherMemberTokens(db: Db, userId: number, keepToken?: string): Promise<void> {
  let query = db.updateTable('user_tokens').set({ revoked: 1 }).where('user_id', '=', userId).where('revoked', '=', 0);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
  sessionEvents.emit('revoked', { userId, keepHash: keepToken ? hashToken(keepToken) : undefined });
}

/** Signs a member in: a new token and its expiry, ready for the userinfo presenter. */
export function startMemberSession(db: Db, user: UserRow, ttlSeconds: number): Promise<IssuedToken> {
  return issueMemberToken(db, user.id, ttlSeconds);
}
