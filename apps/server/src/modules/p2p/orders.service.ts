/**
 * A member's orders (docs/api.md /api/ctoc/getlistbs, /api/ctoc/orderinfo): the orders where the member is the
 * buyer or the seller, shown from the member's side. Someone else's order is 404, exactly like a missing one.
 */
import type { ListPage, P2pOrder, P2pOrderStatus } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { memberCardsByIds } from '../users/member-cards.ts';
import { findOrder, pageOrders, type OrderRow } from './orders.repository.ts';
import { presentOrder } from './p2p.presenter.ts';

const counterpartyOf = (order: OrderRow, viewerId: number) => (order.buyer_id === viewerId ? order.seller_id : order.buyer_id);

async function present(db: Db, viewerId: number, rows: OrderRow[]): Promise<P2pOrder[]> {
  const cards = await memberCardsByIds(
    db,
    rows.map((o) => counterpartyOf(o, viewerId)),
  );
  const now = clock.now();
  return rows.map((o) => presentOrder(o, viewerId, cards.get(counterpartyOf(o, viewerId)), now));
}

export async function loadOrder(db: Db, viewerId: number, orderId: number): Promise<P2pOrder> {
  const order = await findOrder(db, orderId);
  if (!order || (order.buyer_id !== viewerId && order.seller_id !== viewerId)) throw notFound('p2p.order_not_found');
  return (await present(db, viewerId, [order]))[0]!;
}

export async function myOrders(
  db: Db,
  memberId: number,
  query: { status?: P2pOrderStatus; page: number; limit: number },
): Promise<ListPage<P2pOrder>> {
  const { total, rows } = await pageOrders(db, {
    memberId,
    statuses: query.status ? [query.status] : undefined,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return toPage(await present(db, memberId, rows), total, query);
}
