/**
 * The console's P2P work (orders awaiting confirmation, confirmed or cancelled with a reason; ads hidden;
 * market settings; docs/api.md "Admin": every admin action audited). Confirming and cancelling go
 * through finishOrder like the jobs, so the console never moves an order's money twice.
 */
import type { AdminP2pAd, AdminP2pOrder, ListPage, P2pAdStatus, P2pAdType, P2pOrderStatusWord } from '@app/contract';
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { toPage } from '../../core/paging.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { withTransaction } from '../ledger/index.ts';
import { memberIdsMatching } from '../users/member-cards.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { findAd, pageAds } from './ads.repository.ts';
import { closeAd } from './close-ad.ts';
import { finishOrder } from './finish-order.ts';
import { consoleOrderEvent } from './order-state.ts';
import { presentAds } from './market.service.ts';
import { findOrder, pageOrders, type OrderRow } from './orders.repository.ts';
import { p2pConfig } from './p2p-config.ts';
import { formatPi, formatUsdt } from './p2p-math.ts';
import { presentAdminAd, presentAdminOrder } from './p2p.presenter.ts';

async function presentOrders(db: Db, rows: OrderRow[]): Promise<AdminP2pOrder[]> {
  const names = await usernamesByIds(
    db,
    rows.flatMap((o) => [o.buyer_id, o.seller_id]),
  );
  const now = clock.now();
  return rows.map((o) => presentAdminOrder(o, names, now));
}

export async function adminOrders(
  db: Db,
  q: { status?: P2pOrderStatusWord; awaiting?: boolean; keyword?: string; page: number; limit: number },
): Promise<ListPage<AdminP2pOrder>> {
  const search = q.keyword ? { orderNo: q.keyword, userIds: await memberIdsMatching(db, q.keyword) } : {};
  const { total, rows } = await pageOrders(db, {
    ...search,
    statuses: q.awaiting ? ['pending'] : q.status ? [q.status] : undefined,
    review: q.awaiting ? true : undefined,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  return toPage(await presentOrders(db, rows), total, q);
}

async function endRefusal(db: Db, id: number): Promise<never> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('p2p.order_not_found');
  throw conflict(order.status === 'pending' ? 'p2p.order_window_ended' : 'p2p.order_not_pending');
}

/** Confirm (the swap) or cancel (escrow back, with the reason) a pending order; audited in the same transaction. */
export async function adminEndOrder(
  db: Db,
  adminId: number,
  input: { id: number; action: 'confirm' | 'cancel'; reason?: string },
): Promise<AdminP2pOrder> {
  const config = await p2pConfig(db);
  const event = consoleOrderEvent(input.action);
  const ended = await withTransaction(db, async (trx) => {
    const order = await finishOrder(trx, input.id, { event, config, adminId, reason: input.reason });
    if (!order) return undefined;
    await recordAudit(trx, adminId, `p2p_order_${input.action}`, `p2p_order:${order.id}`, {
      order_no: order.order_no,
      reason: input.reason ?? '',
    });
    return order;
  });
  if (!ended) await endRefusal(db, input.id);
  return (await presentOrders(db, [(await findOrder(db, input.id))!]))[0]!;
}

export async function adminAds(
  db: Db,
  q: { status?: P2pAdStatus; type?: P2pAdType; keyword?: string; page: number; limit: number },
): Promise<ListPage<AdminP2pAd>> {
  const userIds = q.keyword ? await memberIdsMatching(db, q.keyword) : undefined;
  const { total, rows } = await pageAds(db, {
    status: q.status,
    type: q.type,
    userIds,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  return toPage(await presentAds(db, rows, presentAdminAd), total, q);
}

/** Hides an open ad: it leaves the market and its remaining escrow returns to the advertiser. */
export async function adminHideAd(db: Db, adminId: number, input: { id: number; reason: string }) {
  const released = await closeAd(db, input.id, { adminId, reason: input.reason });
  const [ad] = await presentAds(db, [(await findAd(db, input.id))!], presentAdminAd);
  return { ...ad!, released: ad!.frozen_coin === 'PI' ? formatPi(released) : formatUsdt(released) };
}
