/**
 * The reading side of docs/api.md "Chat": the messages list (my/chatlist) with unread counts, a conversation's
 * history (page 1 = newest, each page oldest first as shown), marking a conversation read, and the chat
 * identity shake returns (`data.data`, stored by the client).
 */
import type { ChatHistoryBody, ChatHistoryReply, ChatIdentity, ChatListsReply, ChatReadReply, PageQuery } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { publicMembersByIds } from '../users/public-members.ts';
import { countConversations, countPair, listConversations, listPair, markRead, totalUnread } from './chat.repository.ts';
import { presentConversation, presentMessage, presentPeer } from './chat.presenter.ts';

const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export async function chatIdentity(db: Db, user: UserRow, clientId: string): Promise<ChatIdentity> {
  return {
    client_id: clientId,
    user_id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    unread: await totalUnread(db, user.id),
  };
}

export async function listChats(db: Db, userId: number, page: PageQuery): Promise<ChatListsReply> {
  const [total, rows, unread] = await Promise.all([
    countConversations(db, userId),
    listConversations(db, userId, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    totalUnread(db, userId),
  ]);
  const peers = await publicMembersByIds(
    db,
    rows.map((row) => Number(row.peer_id)),
  );
  return {
    total,
    per_page: page.limit,
    current_page: page.page,
    last_page: lastPage(total, page.limit),
    data: rows.map((row) => presentConversation(row, presentPeer(Number(row.peer_id), peers.get(Number(row.peer_id))), userId)),
    unread,
  };
}

export async function chatHistory(db: Db, userId: number, query: ChatHistoryBody): Promise<ChatHistoryReply> {
  const peers = await publicMembersByIds(db, [query.to_id]);
  const peer = peers.get(query.to_id);
  if (!peer || query.to_id === userId) throw notFound('chat.peer_not_found');
  const [total, rows] = await Promise.all([
    countPair(db, userId, query.to_id, query.before_id, userId),
    listPair(db, userId, query.to_id, { offset: (query.page - 1) * query.limit, limit: query.limit }, query.before_id, userId),
  ]);
  return {
    total,
    per_page: query.limit,
    current_page: query.page,
    last_page: lastPage(total, query.limit),
    data: rows.reverse().map((row) => presentMessage(row, userId)),
    peer,
  };
}

/** The member's unread messages over all conversations (the chat badge; /api/notice/unread). */
export function countUnreadChats(db: Db, userId: number): Promise<number> {
  return totalUnread(db, userId);
}

export async function readChat(db: Db, userId: number, peerId: number): Promise<ChatReadReply> {
  const read = await db.transaction().execute((trx) => markRead(trx, userId, peerId));
  return { read, unread: await totalUnread(db, userId) };
}
