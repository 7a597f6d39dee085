/**
 * A read service for other modules (docs/architecture.md "One dispute desk": a reviewer sees the order's chat
 * between its two sides): the latest messages between two members, or one order's own, oldest first.
 */
import type { Db } from '../../db/database.ts';
import type { ChatContextType } from '@app/contract';
import { listPair, listPairBetween } from './chat.repository.ts';
import type { ChatMessageRow } from './chat.tables.ts';

export interface ChatLine {
  id: number;
  from_id: number;
  type: 'text' | 'image';
  content: string;
  createtime: number;
}

const line = (row: ChatMessageRow): ChatLine => ({
  id: Number(row.id),
  from_id: Number(row.from_id),
  type: row.type,
  content: row.content,
  createtime: Number(row.createtime),
});

export async function conversationBetween(db: Db, a: number, b: number, limit = 50): Promise<ChatLine[]> {
  const rows = await listPair(db, a, b, { offset: 0, limit });
  return rows.reverse().map(line);
}

/** The object a message's context card names, or null for a message without one. */
function contextOf(row: ChatMessageRow): { type: string; id: number } | null {
  if (!row.context) return null;
  try {
    const card = JSON.parse(row.context) as { type?: unknown; id?: unknown };
    return { type: String(card.type), id: Number(card.id) };
  } catch {
    return null;
  }
}

/**
 * One order's own conversation (docs/api.md "P2P with payment methods": the appeal desk's `chat`): what the two
 * sides wrote from the order's opening until it ended, without the messages whose card names another object —
 * a message about another order or a shop is not evidence on this one.
 */
export async function conversationAbout(
  db: Db,
  pair: { a: number; b: number },
  about: { type: ChatContextType; id: number; from: number; until: number },
  limit = 100,
): Promise<ChatLine[]> {
  const rows = await listPairBetween(db, pair.a, pair.b, { from: about.from, until: about.until, limit });
  return rows
    .filter((row) => {
      const context = contextOf(row);
      return context === null || (context.type === about.type && context.id === about.id);
    })
    .map(line);
}
