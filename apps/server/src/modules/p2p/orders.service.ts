/**
 * A member's orders (docs/api.md /api/ctoc/getlistbs, /api/ctoc/orderinfo): the orders where the member is the
 * buyer or the seller, shown from the member's side. Someone else's order is 404, exactly like a missing one.
 */
import type { ListPage, P2pOrder, P2pOrderStatusWord, TraderRecord } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { memberCardsByIds } from '../users/member-cards.ts';
import { feedbackOfOrders } from './feedback.repository.ts';
import { findOrder, pageOrders, type OrderRow } from './orders.repository.ts';
import { p2pConfig } from './p2p-config.ts';
import { presentOrder } from './p2p.presenter.ts';
import { traderRecord } from './trader-record.ts';

const counterpartyOf = (order: OrderRow, viewerId: number) => (order.buyer_id === viewerId ? order.seller_id : order.buyer_id);

/** Each counterparty's record once, however many of the page's orders they share with the viewer. */
async function recordsOf(db: Db, userIds: number[]): Promise<Map<number, TraderRecord>> {
  const records = new Map<number, TraderRecord>();
  for (const id of new Set(userIds)) records.set(id, await traderRecord(db, id));
  return records;
}

async function present(db: Db, viewerId: number, rows: OrderRow[]): Promise<P2pOrder[]> {
  const others = rows.map((o) => counterpartyOf(o, viewerId));
  const [cards, records, feedback] = await Promise.all([
    memberCardsByIds(db, others),
    recordsOf(db, others),
    feedbackOfOrders(
      db,
      rows.map((o) => o.id),
    ),
  ]);
  const now = clock.now();
  const terms = await p2pConfig(db);
  return rows.map((o) => {
    const id = counterpartyOf(o, viewerId);
    return presentOrder(o, viewerId, { card: cards.get(id), record: records.get(id)!, feedback }, now, terms);
  });
}

export async function loadOrder(db: Db, viewerId: number, orderId: number): Promise<P2pOrder> {
  const order = await findOrder(db, orderId);
  if (!order || (order.buyer_id !== viewerId && order.seller_id !== viewerId)) throw notFound('p2p.order_not_found');
  return (await present(db, viewerId, [order]))[0]!;
}

export async function myOrders(
  db: Db,
  memberId: number,
  query: { status?: P2pOrderStatusWord; page: number; limit: number },
): Promise<ListPage<P2pOrder>> {
  const { total, rows } = await pageOrders(db, {
    memberId,
    statuses: query.status ? [query.status] : undefined,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return toPage(await present(db, memberId, rows), total, query);
}
