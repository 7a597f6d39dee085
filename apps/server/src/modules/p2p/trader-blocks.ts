/**
 * Blocked traders in the market (docs/api.md "P2P in the members' own money" → "Block and trust"): the P2P
 * block is the chat's block (one list, `chat_blocks`). Between two members where either blocked the other,
 * neither sees the other's ads and neither can take the other's — refused with a message that gives no reason.
 */
import { refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { blockedEitherWay } from '../chat/index.ts';

export async function refuseBlockedTake(db: Db, takerId: number, ownerId: number): Promise<void> {
  if ((await blockedEitherWay(db, takerId)).includes(ownerId)) throw refuse('fiat.cannot_take');
}
