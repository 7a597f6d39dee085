/**
 * The chat cards of goods and of a shop order (docs/api.md "Chat in context"), registered with chat from
 * modules/index.ts. Goods on sale may be shared by any member (goods not on sale only by their merchant); an
 * order only by its buyer or merchant — anyone else gets the same 404 as for a missing one.
 */
import type { ChatContext } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { orderDetail } from './order-lists.ts';
import { productDetail } from './products.service.ts';

export async function goodsChatCard(db: Db, senderId: number, id: number): Promise<ChatContext> {
  const goods = await productDetail(db, senderId, id);
  return { type: 'goods', id, title: goods.name, image: goods.image, price: goods.price, status: goods.status };
}

export async function orderChatCard(db: Db, senderId: number, id: number): Promise<ChatContext> {
  const order = await orderDetail(db, senderId, id);
  return {
    type: 'order',
    id,
    title: order.product.name,
    image: order.product.image,
    price: order.total,
    status: order.status,
    order_no: order.order_no,
  };
}
