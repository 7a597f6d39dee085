/** /api/user/profile (docs/api.md "User"): avatar, nickname, bio and username; a new username must be free. */
import type { ProfileBody } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import { findUserById, findUserByUsername, updateUser, type DbHandle } from './users.repository.ts';

export async function updateProfile(db: DbHandle, user: UserRow, input: ProfileBody): Promise<UserRow> {
  const changes: UserUpdate = {};
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.username !== undefined && input.username !== user.username) {
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
