/**
 * A read service for other modules (docs/architecture.md "One dispute desk": a reviewer sees the order's chat
 * between its two sides): the latest messages between two members, oldest first.
 */
import type { Db } from '../../db/database.ts';
import { listPair } from './chat.repository.ts';

export interface ChatLine {
  id: number;
  from_id: number;
  type: 'text' | 'image';
  content: string;
  createtime: number;
}

export async function conversationBetween(db: Db, a: number, b: number, limit = 50): Promise<ChatLine[]> {
  const rows = await listPair(db, a, b, { offset: 0, limit });
  return rows.reverse().map((row) => ({
    id: Number(row.id),
    from_id: Number(row.from_id),
    type: row.type,
    content: row.content,
    createtime: Number(row.createtime),
  }));
}
