/**
 * /api/wanlshop/chat/send (docs/api.md "Chat", spec §5 "empty message cannot be sent" — the contract refuses it
 * before this runs). The message is stored with both sides of the conversation in one transaction, so a
 * recipient who is offline finds it, counted unread, on the next connect.
 */
import type { ChatMessage, ChatPeer, SendBody } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { publicMembersByIds } from '../users/public-members.ts';
import { insertMessage, touchConversation } from './chat.repository.ts';
import { presentMessage } from './chat.presenter.ts';

export interface SentMessage {
  message: ChatMessage;
  sender: ChatPeer;
}

export async function sendMessage(db: Db, fromId: number, input: SendBody): Promise<SentMessage> {
  if (input.to_id === fromId) throw refuse('chat.self');
  const members = await publicMembersByIds(db, [fromId, input.to_id]);
  if (!members.has(input.to_id)) throw notFound('chat.peer_not_found');
  const time = clock.now();
  const row = await db.transaction().execute(async (trx) => {
    const saved = await insertMessage(trx, {
      from_id: fromId,
      to_id: input.to_id,
      type: input.type,
      content: input.content,
      createtime: time,
    });
    const messageId = Number(saved.id);
    await touchConversation(trx, { userId: fromId, peerId: input.to_id, messageId, time, unreadDelta: 0 });
    await touchConversation(trx, { userId: input.to_id, peerId: fromId, messageId, time, unreadDelta: 1 });
    return saved;
  });
  return { message: presentMessage(row), sender: members.get(fromId)! };
}
