/**
 * Blocking (docs/api.md "Chat in context"): a member may block any other member and unblock them again. A
 * blocked member cannot send the blocker a message, comment on or reply in the blocker's posts, or follow
 * them; nothing they do reaches the blocker as a notice; and they do not see the blocker's personal label on
 * the map, nor does any guest (they could be the blocked member signed out). The blocker can still write to
 * them, and unblocks with the same call.
 */
import type { BlockReply, BlocklistReply, PageQuery } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/database.ts';
import { publicMembersByIds } from '../users/public-members.ts';
import {
  anyBlockerIdsQuery,
  blockedEitherWayIds,
  blockerIds,
  blocksAnyone,
  countBlocked,
  deleteBlock,
  hasBlock,
  insertBlock,
  pageBlocked,
} from './blocks.repository.ts';

export async function setBlocked(db: Db, blockerId: number, input: { user_id: number; blocked: boolean }): Promise<BlockReply> {
  if (input.user_id === blockerId) throw refuse('chat.block_self');
  if (!input.blocked) {
    await deleteBlock(db, blockerId, input.user_id);
    return { blocked: false };
  }
  const members = await publicMembersByIds(db, [input.user_id]);
  if (!members.has(input.user_id)) throw notFound('chat.peer_not_found');
  await insertBlock(db, blockerId, input.user_id, clock.now());
  return { blocked: true };
}

export async function listBlocked(db: Db, blockerId: number, page: PageQuery): Promise<BlocklistReply> {
  const [total, rows] = await Promise.all([
    countBlocked(db, blockerId),
    pageBlocked(db, blockerId, { offset: (page.page - 1) * page.limit, limit: page.limit }),
  ]);
  const members = await publicMembersByIds(
    db,
    rows.map((r) => Number(r.blocked_id)),
  );
  const data = rows.map((r) => {
    const member = members.get(Number(r.blocked_id));
    return {
      id: Number(r.blocked_id),
      nickname: member?.nickname ?? '',
      avatar: member?.avatar ?? '',
      createtime: Number(r.createtime),
    };
  });
  return toPage(data, total, page);
}

/** True when `blockerId` blocked `memberId`. */
export function isBlockedBy(db: Db, blockerId: number, memberId: number): Promise<boolean> {
  return hasBlock(db, blockerId, memberId);
}

/**
 * True when `memberId` blocked anyone: a guest may be a blocked member signed out, so such a member's
 * personal label is not shown to guests (docs/api.md "Chat in context" — blocking).
 */
export function hasBlockedAnyone(db: Db, memberId: number): Promise<boolean> {
  return blocksAnyone(db, memberId);
}

/** The members who blocked `memberId`: usually none, so callers skip their filter then. */
export function blockersOf(db: Db, memberId: number): Promise<number[]> {
  return blockerIds(db, memberId);
}

/** Members `userId` blocked or who blocked `userId`: either way, the P2P market keeps them apart (docs/api.md "Block and trust"). */
export function blockedEitherWay(db: Db, userId: number): Promise<number[]> {
  return blockedEitherWayIds(db, userId);
}

export { anyBlockerIdsQuery };
