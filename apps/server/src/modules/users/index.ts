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
  lockMember,
  updateUser,
  type DbHandle,
} from './users.repository.ts';
export {
  membersWithVipEnding,
  readMembership,
  replaceMembership,
  setMemberStatus,
  setMerchant,
  type StoredMembership,
} from './member-standing.ts';
export type { NewUser, UserRow, UserUpdate } from './users.tables.ts';
export { findMemberById, pageMembers } from './search-members.ts';
export { findMemberByTokenHash, insertMemberToken, revokeMemberTokens, revokeTokenByHash } from './member-tokens.ts';
export { countInvited, countInviters, findInviteCode, invitedSince, topInviters } from './invitation-figures.ts';
export { memberFigures, rememberActiveDay, startOfUtcDay, type MemberFigures } from './member-figures.ts';
