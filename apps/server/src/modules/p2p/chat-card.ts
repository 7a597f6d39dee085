/**
 * The chat card of a P2P order (docs/api.md "Chat in context"), registered with chat from modules/index.ts:
 * only the buyer or the seller may share it; anyone else gets the same 404 as for a missing one.
 */
import type { ChatContext } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { loadOrder } from './orders.service.ts';

export async function p2pOrderChatCard(db: Db, senderId: number, id: number): Promise<ChatContext> {
  const order = await loadOrder(db, senderId, id);
  return {
    type: 'p2p_order',
    id,
    title: `${order.quantity} ${order.coin}`,
    image: '',
    price: order.total_price,
    status: order.status,
    order_no: order.order_no,
  };
}
