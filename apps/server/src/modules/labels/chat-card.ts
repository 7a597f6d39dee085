/**
 * The chat card of a shop (docs/api.md "Chat in context"), registered with chat from modules/index.ts: any
 * member may share a shop that is on the map; another id answers 404 like a missing one.
 */
import type { ChatContext } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { findLabel } from './labels.repository.ts';
import { isOnMap } from './read-labels.ts';

export async function shopChatCard(db: Db, _senderId: number, id: number): Promise<ChatContext> {
  const row = await findLabel(db, id);
  if (!row || row.type !== 'shop' || !isOnMap(row)) throw notFound('labels.not_found');
  return { type: 'shop', id, title: row.title, image: row.image };
}
