/**
 * Order centres (docs/api.md /api/order/getlist for the buyer, /api/order/getsjlist for the merchant; docs/product.md §2
 * ordercenter/*), one order for its buyer or merchant and the Me tab's order-group counts (extensions:
 * /api/order/detail, /api/order/counts), and the console's search over all orders.
 */
import {
  ORDER_GROUPS,
  type AdminOrderListBody,
  type ListPage,
  type Order,
  type OrderCounts,
  type OrderListBody,
} from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { findUserByUsername } from '../users/index.ts';
import { presentOrders } from './order-access.ts';
import * as repo from './orders.repository.ts';
import { listPageOf } from './shop.presenter.ts';

type Filter = Omit<repo.OrderFilter, 'offset' | 'limit'>;

async function page(db: Db, body: OrderListBody, filter: Filter, reader: number | null): Promise<ListPage<Order>> {
  const { total, rows } = await repo.pageOrders(db, {
    ...filter,
    status: body.status,
    offset: (body.page - 1) * body.limit,
    limit: body.limit,
  });
  return listPageOf(body, total, await presentOrders(db, rows, reader));
}

export function buyerOrders(db: Db, buyerId: number, body: OrderListBody) {
  return page(db, body, { buyerId }, buyerId);
}

export function merchantOrders(db: Db, merchantId: number, body: OrderListBody) {
  return page(db, body, { sellerId: merchantId }, merchantId);
}

/** One order for its buyer or its merchant; anyone else gets 404, as for a missing one. */
export async function orderDetail(db: Db, userId: number, id: number): Promise<Order> {
  const row = await repo.findOrder(db, id);
  if (!row || (row.user_id !== userId && row.seller_id !== userId)) throw notFound('shop.order_not_found');
  return (await presentOrders(db, [row], userId))[0]!;
}

export async function orderCounts(db: Db, userId: number, role: 'buyer' | 'merchant'): Promise<OrderCounts> {
  const party = role === 'buyer' ? { buyerId: userId } : { sellerId: userId };
  const [counts, needsAction] = await Promise.all([repo.countByStatus(db, party), repo.countNeedingAction(db, party)]);
  const groups = Object.fromEntries(ORDER_GROUPS.map((status) => [status, counts.get(status) ?? 0]));
  return { ...groups, needs_action: needsAction } as OrderCounts;
}

const isId = (text: string) => /^\d{1,15}$/.test(text);

/** The buyer is a user id or an exact username; the shop a shop id or part of its name. */
export async function adminOrders(db: Db, body: AdminOrderListBody): Promise<ListPage<Order>> {
  const filter: Filter = { orderNo: body.order_no || undefined };
  if (body.buyer) {
    filter.buyerId = isId(body.buyer) ? Number(body.buyer) : ((await findUserByUsername(db, body.buyer))?.id ?? -1);
  }
  if (body.shop) Object.assign(filter, isId(body.shop) ? { shopId: Number(body.shop) } : { shopName: body.shop });
  return page(db, body, filter, null);
}
