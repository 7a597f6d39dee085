/**
 * The appeal desk, review kind `p2p_appeal` (docs/api.md "P2P with payment methods"; item id = the order id):
 * an offchain order in `appeal` is pending; an operator decides `release_to_buyer` (the escrowed PI to the
 * buyer, order `completed`) or `return_to_seller` (back to the seller, `cancelled`). The item's `detail`
 * holds both statements with their images, the payment methods the buyer was shown and the order's own chat
 * (what the two wrote while it was open, not their messages about other orders). Decided appeals list as passed (released to the buyer) or rejected (returned to the seller).
 */
import {
  P2P_APPEAL_DECISIONS,
  type P2pAppealDecision,
  type P2pAppealDetail,
  type P2pOrderStatusWord,
  type ReviewItem,
  type ReviewStatus,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler } from '../admin/review/review-registry.ts';
import { clock } from '../../core/clock.ts';
import { conversationAbout } from '../chat/pair-history.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { decideAppeal } from './offchain-steps.ts';
import { pageAppeals } from './offchain.repository.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import { formatPi, formatUsdt } from './p2p-math.ts';
import { presentAppeal } from './p2p.presenter.ts';

const STATUSES_OF: Record<ReviewStatus, P2pOrderStatusWord[]> = {
  pending: ['appeal'],
  passed: ['completed'],
  rejected: ['cancelled'],
};
const REVIEW_STATUS: Partial<Record<P2pOrderStatusWord, ReviewStatus>> = {
  appeal: 'pending',
  completed: 'passed',
  cancelled: 'rejected',
};
const DECISION_OF: Partial<Record<P2pOrderStatusWord, P2pAppealDecision>> = {
  completed: 'release_to_buyer',
  cancelled: 'return_to_seller',
};

const orderId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function present(db: Db, order: OrderRow): Promise<ReviewItem | undefined> {
  const status = REVIEW_STATUS[order.status];
  const appeal = presentAppeal(order);
  if (!status || !appeal || order.settlement !== 'offchain') return undefined;
  const [names, chat] = await Promise.all([
    usernamesByIds(db, [order.buyer_id, order.seller_id]),
    conversationAbout(
      db,
      { a: order.buyer_id, b: order.seller_id },
      { type: 'p2p_order', id: order.id, from: order.createtime, until: order.endtime ?? clock.now() },
    ),
  ]);
  const party = (id: number) => ({ id, username: names.get(id) ?? '' });
  const detail: P2pAppealDetail = {
    order_no: order.order_no,
    order_status: order.status,
    coin: order.coin,
    quantity: formatPi(order.quantity),
    price: formatUsdt(order.price),
    total_price: formatUsdt(order.total),
    buyer: party(order.buyer_id),
    seller: party(order.seller_id),
    createtime: order.createtime,
    paidtime: order.paidtime,
    pay_methods: order.pay_methods,
    appeal,
    chat,
    decision: status === 'pending' ? null : (DECISION_OF[order.status] ?? null),
    actions: status === 'pending' ? [...P2P_APPEAL_DECISIONS] : [],
  };
  return {
    id: order.id,
    kind: 'p2p_appeal',
    status,
    user_id: order.appeal_by!,
    username: names.get(order.appeal_by!) ?? '',
    createtime: appeal.createtime,
    detail,
  };
}

export const p2pAppealReview: ReviewKindHandler<P2pAppealDecision> = {
  actions: P2P_APPEAL_DECISIONS,
  async list(db, query) {
    const statuses = query.status ? STATUSES_OF[query.status] : (['appeal', 'completed', 'cancelled'] as P2pOrderStatusWord[]);
    const { total, ids } = await pageAppeals(db, { statuses, offset: (query.page - 1) * query.limit, limit: query.limit });
    const items: ReviewItem[] = [];
    for (const id of ids) {
      const order = await findOrder(db, id);
      const item = order ? await present(db, order) : undefined;
      if (item) items.push(item);
    }
    return { total, items };
  },
  async find(db, id) {
    const numeric = orderId(id);
    const order = numeric === undefined ? undefined : await findOrder(db, numeric);
    return order ? present(db, order) : undefined;
  },
  async decide(trx, input) {
    const id = orderId(input.id);
    if (id === undefined) return false;
    return decideAppeal(trx, { id, action: input.action, adminId: input.adminId, reason: input.reason });
  },
};
