/**
 * The card a chat about a P2P order opens with (docs/api.md "Chat in context"): the coin and quantity
 * traded, the total, the order number and its status; the server stores its own copy when it is sent.
 */
import type { ChatContext, P2pOrder } from '@app/contract';
import type { AmountFormatter } from '@/lib/amount';

export function orderChatCard(order: P2pOrder, fmt: AmountFormatter): ChatContext {
  return {
    type: 'p2p_order',
    id: order.id,
    title: fmt(order.quantity, order.coin, { unit: true }),
    image: '',
    price: order.total_price,
    status: order.status,
    order_no: order.order_no,
  };
}
