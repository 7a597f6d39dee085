/** /api/user/profile (docs/api.md "User"): avatar, nickname, bio and username; a new username must be free. */
import type { ProfileBody } from '@app/contract';
import { rateLimited, refuse } from '../../core/app-error.ts';
import { takeFromWindow } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import type { UserRow, UserUpdate } from './users.tables.ts';
import { findUserById, findUserByUsername, updateUser, type DbHandle } from './users.repository.ts';

/**
 * A username change answers whether the name is taken, so it is an availability oracle like registration
 * (docs/reliability.md "Attempt counters under parallel requests"): tries are counted per member and per client address, each on
 * its own window in `rate_counters`, so neither many accounts on one address nor one account from many
 * addresses can enumerate names. Edits that keep the username are not counted.
 */
export const USERNAME_CHANGE_LIMIT = { perMember: 10, perAddress: 30, windowSeconds: 3600 } as const;

export interface ProfileContext {
  /** the client address the change comes from */
  address: string;
}

async function limitUsernameTries(db: DbHandle, user: UserRow, address: string): Promise<void> {
  const { perMember, perAddress, windowSeconds } = USERNAME_CHANGE_LIMIT;
  const now = clock.now();
  const memberOk = await takeFromWindow(db, `username:member:${user.id}`, perMember, windowSeconds, now);
  const addressOk = memberOk && (await takeFromWindow(db, `username:address:${address}`, perAddress, windowSeconds, now));
  if (!addressOk) throw rateLimited('auth.username_changes_limited');
}

export async function updateProfile(db: DbHandle, user: UserRow, input: ProfileBody, context: ProfileContext): Promise<UserRow> {
  const changes: UserUpdate = {};
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.username !== undefined && input.username !== user.username) {
    await limitUsernameTries(db, user, context.address);
    const owner = await findUserByUsername(db, input.username);
    if (owner && owner.id !== user.id) throw refuse('auth.username_taken');
    changes.username = input.username;
  }
  if (Object.keys(changes).length > 0) {
    try {
      await updateUser(db, user.id, changes);
    } catch (err) {
      // Lost a race for the same new username to another member.
      if (changes.username && (await findUserByUsername(db, changes.username))?.id !== user.id)
        throw refuse('auth.username_taken');
      throw err;
    }
  }
  return (await findUserById(db, user.id))!;
}
