/**
 * /api/wanlshop/chat/send (docs/api.md "Chat" and "Chat in context", docs/product.md §5 "empty message cannot be sent" —
 * the contract refuses it before this runs). The message is stored with both sides of the conversation in one
 * transaction, so a recipient who is offline finds it, counted unread, on the next connect. A member the
 * recipient blocked is refused; a context reference becomes a card the sender may name; a retry carrying the
 * same `client_msg_id` returns the message already stored instead of posting it twice.
 */
import type { ChatContext, ChatMessage, ChatPeer, SendBody } from '@app/contract';
import { conflict, notFound, rateLimited, refuse } from '../../core/app-error.ts';
import { takeFromWindow } from '../../core/attempts.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { publicMembersByIds } from '../users/public-members.ts';
import { hasBlock } from './blocks.repository.ts';
import { resolveContext, type ChatContexts } from './chat-context.ts';
import { findByClientId, insertMessage, touchConversation } from './chat.repository.ts';
import { presentMessage } from './chat.presenter.ts';
import type { ChatMessageRow } from './chat.tables.ts';

export interface SentMessage {
  message: ChatMessage;
  sender: ChatPeer;
  /** true when this was a retry of a message already stored: nothing new to deliver */
  repeated: boolean;
}

/** A retry must be the same message; a key reused for another one is a client error. */
function sameMessage(row: ChatMessageRow, input: SendBody): boolean {
  return Number(row.to_id) === input.to_id && row.type === input.type && row.content === input.content;
}

/**
 * Messages a member may send a minute, counted per member in the database (`rate_counters`), so every
 * session and every instance draws on the one allowance (docs/api.md "Chat").
 */
export const CHAT_SEND_LIMIT = { max: 60, windowSeconds: 60 } as const;

/** `contexts`: the app's context card resolvers (ctx.registry.chatContexts). */
export async function sendMessage(db: Db, contexts: ChatContexts, fromId: number, input: SendBody): Promise<SentMessage> {
  if (!(await takeFromWindow(db, `chat_send:${fromId}`, CHAT_SEND_LIMIT.max, CHAT_SEND_LIMIT.windowSeconds, clock.now()))) {
    throw rateLimited();
  }
  if (input.to_id === fromId) throw refuse('chat.self');
  const members = await publicMembersByIds(db, [fromId, input.to_id]);
  if (!members.has(input.to_id)) throw notFound('chat.peer_not_found');
  const sender = members.get(fromId)!;
  const earlier = input.client_msg_id ? await findByClientId(db, fromId, input.client_msg_id) : undefined;
  if (earlier) return repeat(earlier, input, sender);
  if (await hasBlock(db, input.to_id, fromId)) throw refuse('chat.blocked');
  const context = input.context ? await resolveContext(contexts, db, fromId, input.context) : undefined;
  const row = await store(db, fromId, input, context);
  if (!row) return repeat((await findByClientId(db, fromId, input.client_msg_id!))!, input, sender);
  return { message: presentMessage(row), sender, repeated: false };
}

function repeat(row: ChatMessageRow, input: SendBody, sender: ChatPeer): SentMessage {
  if (!sameMessage(row, input)) throw conflict('chat.client_msg_id_reused');
  return { message: presentMessage(row), sender, repeated: true };
}

/** Undefined when a concurrent send with the same key stored it first. */
async function store(db: Db, fromId: number, input: SendBody, context: ChatContext | undefined) {
  const time = clock.now();
  return db.transaction().execute(async (trx) => {
    const saved = await insertMessage(trx, {
      from_id: fromId,
      to_id: input.to_id,
      type: input.type,
      content: input.content,
      createtime: time,
      context: context ? JSON.stringify(context) : '',
      client_msg_id: input.client_msg_id ?? null,
    });
    if (!saved) return undefined;
    const messageId = Number(saved.id);
    await touchConversation(trx, { userId: fromId, peerId: input.to_id, messageId, time, unreadDelta: 0 });
    await touchConversation(trx, { userId: input.to_id, peerId: fromId, messageId, time, unreadDelta: 1 });
    return saved;
  });
}
