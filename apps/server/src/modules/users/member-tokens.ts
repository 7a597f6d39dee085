/**
 * Where members' session tokens are kept (docs/api.md "User": stored hashed, revocable, with expiry). The users
 * module owns both the members and their tokens, so the lookup that every signed-in request runs stays one query
 * over the two tables; auth issues, checks and revokes sessions through these functions.
 */
import type { CompiledQuery } from 'kysely';
import type { DbHandle } from './users.repository.ts';
import type { UserRow } from './users.tables.ts';

export async function insertMemberToken(
  db: DbHandle,
  token: { userId: number; tokenHash: string; createtime: number; expiretime: number },
): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      createtime: token.createtime,
      expiretime: token.expiretime,
      revoked: 0,
    })
    .execute();
}

/** The token lookup, built for one database handle with the hash as its only parameter. */
function tokenLookupOf(db: DbHandle) {
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
const tokenLookups = new WeakMap<DbHandle, TokenLookup>();

/** The member and the token's state for a token hash, whatever that state (the caller decides what is live). */
export async function findMemberByTokenHash(
  db: DbHandle,
  tokenHash: string,
): Promise<{ user: UserRow; expiretime: number; revoked: boolean } | undefined> {
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = tokenLookupOf(db)));
  const { rows } = await db.executeQuery<TokenLookup extends CompiledQuery<infer R> ? R : never>({
    ...lookup,
    parameters: [tokenHash],
  });
  const row = rows[0];
  if (!row) return undefined;
  const { token_expiretime, token_revoked, ...user } = row;
  return { user, expiretime: token_expiretime, revoked: Boolean(token_revoked) };
}

export async function revokeTokenByHash(db: DbHandle, tokenHash: string): Promise<void> {
  await db.updateTable('user_tokens').set({ revoked: 1 }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every live token of a member except the one with `keepHash`. */
export async function revokeMemberTokens(db: DbHandle, userId: number, keepHash?: string): Promise<void> {
  let query = db.updateTable('user_tokens').set({ revoked: 1 }).where('user_id', '=', userId).where('revoked', '=', 0);
  if (keepHash) query = query.where('token_hash', '!=', keepHash);
  await query.execute();
}
