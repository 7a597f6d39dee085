/**
 * The `p2p` review queue (docs/api.md "Admin": "P2P orders awaiting confirmation"; review item id = the order
 * id the members' replies carry). Orders over `p2p_review_over_usdt` wait here: pass completes the order
 * (the swap), reject cancels it with the reason (escrow returns in full) — through finishOrder, so a
 * decision racing the expiry job or a second operator applies once.
 */
import type { P2pOrderStatusWord, ReviewItem, ReviewStatus } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler, ReviewListQuery } from '../admin/review/review-registry.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { finishOrder } from './finish-order.ts';
import { findOrder, pageOrders, type OrderRow } from './orders.repository.ts';
import { p2pConfig } from './p2p-config.ts';
import { formatPi, formatUsdt } from './p2p-math.ts';

// Held orders are `wallet` ones, which never pass `paid` or `appeal` (those are the p2p_appeal desk's).
const REVIEW_OF: Record<P2pOrderStatusWord, ReviewStatus> = {
  pending: 'pending',
  paid: 'pending',
  appeal: 'pending',
  completed: 'passed',
  cancelled: 'rejected',
  expired: 'rejected',
};
const ORDERS_OF: Record<ReviewStatus, P2pOrderStatusWord[]> = {
  pending: ['pending'],
  passed: ['completed'],
  rejected: ['cancelled', 'expired'],
};

const orderId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function items(db: Db, rows: OrderRow[]): Promise<ReviewItem[]> {
  const names = await usernamesByIds(
    db,
    rows.flatMap((o) => [o.buyer_id, o.seller_id]),
  );
  const now = clock.now();
  return rows.map((order) => ({
    id: order.id,
    kind: 'p2p',
    status: REVIEW_OF[order.status],
    user_id: order.taker_id,
    username: names.get(order.taker_id) ?? '',
    createtime: order.createtime,
    detail: {
      order_no: order.order_no,
      order_status: order.status,
      ad_type: order.ad_type,
      matching_type: order.matching_type,
      quantity: formatPi(order.quantity),
      price: formatUsdt(order.price),
      total_price: formatUsdt(order.total),
      fee: formatUsdt(order.fee),
      buyer: names.get(order.buyer_id) ?? '',
      seller: names.get(order.seller_id) ?? '',
      expiretime: order.expiretime,
      remaining_seconds: order.status === 'pending' ? Math.max(0, order.expiretime - now) : 0,
      cancel_reason: order.cancel_reason,
    },
  }));
}

export const p2pReview: ReviewKindHandler = {
  async list(db, query: ReviewListQuery) {
    const { total, rows } = await pageOrders(db, {
      review: true,
      statuses: query.status ? ORDERS_OF[query.status] : undefined,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { total, items: await items(db, rows) };
  },
  async find(db, id) {
    const numeric = orderId(id);
    const order = numeric === undefined ? undefined : await findOrder(db, numeric);
    return order ? (await items(db, [order]))[0] : undefined;
  },
  async decide(trx, input) {
    const numeric = orderId(input.id);
    if (numeric === undefined) return false;
    const event = input.action === 'pass' ? 'settle' : 'cancel';
    const config = await p2pConfig(trx);
    const reason = input.action === 'reject' ? input.reason : undefined;
    return (await finishOrder(trx, numeric, { event, config, adminId: input.adminId, reason })) !== undefined;
  },
};
