/**
 * Context cards (docs/api.md "Chat in context"): a message may refer to a shop, goods, a shop order or a P2P
 * order. Each owning module contributes the resolver for its kind (modules/index.ts `chatContexts`), so chat
 * depends on none of them: the resolver reads the object through its own services and decides who may name
 * it — any member for a shop on the map or goods on sale, only a party for an order (anyone else gets the same
 * 404 as for a missing one). The card is a snapshot: later changes do not rewrite the conversation.
 */
import type { ChatContext, ChatContextRef, ChatContextType } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';

/** The card for object `id` as `senderId` may see it; throws a 404 refusal when missing or not theirs to name. */
export type ChatContextResolver = (db: Db, senderId: number, id: number) => Promise<ChatContext>;

/** One app's resolvers by type, from its modules' entries (ctx.registry.chatContexts, modules/registry.ts). */
export type ChatContexts = ReadonlyMap<ChatContextType, ChatContextResolver>;

export function resolveContext(contexts: ChatContexts, db: Db, senderId: number, ref: ChatContextRef): Promise<ChatContext> {
  const resolver = contexts.get(ref.type);
  if (!resolver) throw notFound('chat.context_not_found');
  return resolver(db, senderId, ref.id);
}

/** The stored JSON back into a card; '' (no context) or unreadable text gives none. */
export function parseContext(stored: string): ChatContext | undefined {
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as ChatContext;
  } catch {
    return undefined;
  }
}
