/**
 * /api/user/login (API.md "User", issue 3): email or username with password. 10 wrong passwords lock the
 * account for 15 minutes. Unknown accounts answer exactly like known ones — same message, a password
 * check against a decoy hash for the same cost, and their own failure counter so they "lock" alike.
 */
import { LIMITS } from '@app/contract';
import { forbidden, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { decoyHash, verifyPassword } from '../../core/passwords.ts';
import type { UserRow } from '../../db/schema.ts';
import { findUserByAccount, updateUser, type DbHandle } from '../users/users.repository.ts';
import { afterFailure, lockMinutes, lockRemaining, type FailureState } from './lockout.ts';

const POLICY = { maxFailures: LIMITS.loginFailuresBeforeLock, lockSeconds: LIMITS.loginLockSeconds };

interface FailureStore {
  load(): Promise<FailureState>;
  save(state: FailureState): Promise<void>;
}

function userStore(db: DbHandle, user: UserRow): FailureStore {
  return {
    load: async () => ({ failures: user.login_failures, lockedUntil: user.locked_until }),
    save: (s) => updateUser(db, user.id, { login_failures: s.failures, locked_until: s.lockedUntil }),
  };
}

/** Failures against a name nobody owns, kept in rate_counters so the answer matches a real account's. */
function unknownAccountStore(db: DbHandle, account: string): FailureStore {
  const key = `login:${account.toLowerCase()}`;
  return {
    async load() {
      const row = await db.selectFrom('rate_counters').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
      return { failures: row?.count ?? 0, lockedUntil: row?.reset_at ?? 0 };
    },
    async save(s) {
      const row = { key, count: s.failures, reset_at: s.lockedUntil };
      await db
        .insertInto('rate_counters')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet({ count: row.count, reset_at: row.reset_at }))
        .execute();
    },
  };
}

function lockedError(seconds: number) {
  return refuse('auth.locked', { minutes: lockMinutes(seconds) });
}

export async function loginMember(db: DbHandle, input: { account: string; password: string }): Promise<UserRow> {
  const account = input.account.trim();
  const user = await findUserByAccount(db, account);
  const store = user ? userStore(db, user) : unknownAccountStore(db, account);
  const now = clock.now();
  const state = await store.load();
  const remaining = lockRemaining(state, now);
  if (remaining > 0) throw lockedError(remaining);

  const matches = await verifyPassword(user?.password_hash ?? (await decoyHash()), input.password);
  if (!user || !matches) {
    const next = afterFailure(state, now, POLICY);
    await store.save(next);
    const lockedNow = lockRemaining(next, now);
    throw lockedNow > 0 ? lockedError(lockedNow) : refuse('auth.login_failed');
  }
  if (user.status === 'frozen') throw forbidden('auth.frozen');
  if (state.failures > 0 || state.lockedUntil > 0) await store.save({ failures: 0, lockedUntil: 0 });
  return user;
}
