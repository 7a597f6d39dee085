/**
 * What other modules may use of users (docs/architecture.md "Server module shape": modules talk through each
 * other's services and index, never their tables). Member lookups and creation are the users module's;
 * registration, sign-in and the demo seeds build on them.
 */
export {
  findUserByAccount,
  findUserByEmail,
  findUserById,
  findUserByInviteCode,
  findUserByUsername,
  insertUser,
  updateUser,
  type DbHandle,
} from './users.repository.ts';
export { readMembership, replaceMembership, setMemberStatus, setMerchant, type StoredMembership } from './member-standing.ts';
export type { NewUser, UserRow, UserUpdate } from './users.tables.ts';
export { memberFigures, rememberActiveDay, startOfUtcDay, type MemberFigures } from './member-figures.ts';
