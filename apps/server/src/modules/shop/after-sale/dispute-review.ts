/**
 * The dispute desk, review kind `dispute` (docs/api.md "Delivery addresses and after-sale"; docs/architecture.md
 * "One dispute desk"): an order whose rejected refund either side disputed is pending; an operator decides
 * `refund` (the whole total, or `amount` of it, back to the buyer) or `release` (the escrow to the merchant).
 * The item's `detail` holds both sides' statements and images, the timeline and the order's own chat.
 * A decided dispute lists as passed (refunded) or rejected (released).
 */
import { SHOP_COIN, type RefundStatus, type ReviewItem, type ReviewStatus } from '@app/contract';
import type { DISPUTE_ACTIONS } from '@app/contract';
import { refuse } from '../../../core/app-error.ts';
import type { Db } from '../../../db/database.ts';
import type { ReviewKindHandler } from '../../admin/review/review-registry.ts';
import { clock } from '../../../core/clock.ts';
import { conversationAbout } from '../../chat/pair-history.ts';
import { formatCoinAmount, parseCoinAmount } from '../../ledger/index.ts';
import { usernamesByIds } from '../../users/member-names.ts';
import * as orders from '../orders.repository.ts';
import { presentRefund } from '../shop.presenter.ts';
import { pageDisputes } from './after-sale.repository.ts';
import { applyRefund, applyRelease } from './settle-refund.ts';
import { timelinesOf } from './timeline.ts';

const STATUSES_OF: Record<ReviewStatus, readonly RefundStatus[]> = {
  pending: ['disputed'],
  passed: ['refunded'],
  rejected: ['released'],
};
const REVIEW_STATUS: Partial<Record<RefundStatus, ReviewStatus>> = {
  disputed: 'pending',
  refunded: 'passed',
  released: 'rejected',
};

type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

const usdt = (units: bigint) => formatCoinAmount(SHOP_COIN, units);
const orderId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function present(db: Db, row: orders.OrderRow): Promise<ReviewItem | undefined> {
  const status = row.refund_status ? REVIEW_STATUS[row.refund_status] : undefined;
  if (!status || row.dispute_by === null) return undefined;
  const [names, timelines, chat] = await Promise.all([
    usernamesByIds(db, [row.user_id, row.seller_id]),
    timelinesOf(db, [row.id]),
    conversationAbout(
      db,
      { a: row.user_id, b: row.seller_id },
      { type: 'order', id: row.id, from: row.createtime, until: row.decide_time ?? clock.now() },
    ),
  ]);
  const opener = row.dispute_by === 'buyer' ? row.user_id : row.seller_id;
  return {
    id: row.id,
    kind: 'dispute',
    status,
    user_id: opener,
    username: names.get(opener) ?? '',
    createtime: row.dispute_time ?? row.refund_time ?? row.createtime,
    detail: {
      order_no: row.order_no,
      order_status: row.status,
      product_name: row.product_name,
      product_image: row.product_image,
      quantity: row.quantity,
      total: usdt(row.total),
      fee: usdt(row.fee),
      coin: SHOP_COIN,
      shop_id: row.shop_id,
      shop_name: row.shop_name,
      buyer: { id: row.user_id, username: names.get(row.user_id) ?? '' },
      merchant: { id: row.seller_id, username: names.get(row.seller_id) ?? '' },
      express: row.express,
      tracking_no: row.tracking_no,
      // the buyer's request, the merchant's rejection and the dispute, each with its images
      refund: presentRefund(row),
      timeline: timelines.get(row.id) ?? [],
      chat,
    },
  };
}

function decidedAmount(row: orders.OrderRow, text: string | undefined): bigint | undefined {
  if (text === undefined) return row.total;
  const amount = parseCoinAmount(SHOP_COIN, text);
  if (amount <= 0n || amount > row.total) throw refuse('after_sale.refund_amount_invalid', { max: usdt(row.total) });
  return amount;
}

export const disputeReview: ReviewKindHandler<DisputeAction> = {
  actions: ['refund', 'release'],
  async list(db, query) {
    const statuses = query.status ? STATUSES_OF[query.status] : (['disputed', 'refunded', 'released'] as const);
    const { total, ids } = await pageDisputes(db, statuses, (query.page - 1) * query.limit, query.limit);
    const items: ReviewItem[] = [];
    for (const id of ids) {
      const row = await orders.findOrder(db, id);
      const item = row ? await present(db, row) : undefined;
      if (item) items.push(item);
    }
    return { total, items };
  },
  async find(db, id) {
    const numeric = orderId(id);
    const row = numeric === undefined ? undefined : await orders.findOrder(db, numeric);
    return row ? present(db, row) : undefined;
  },
  async decide(trx, input) {
    const id = orderId(input.id);
    const row = id === undefined ? undefined : await orders.findOrder(trx, id);
    if (!row) return false;
    if (input.action === 'release') return applyRelease(trx, row.id, input.reason);
    return applyRefund(trx, row.id, {
      step: 'decide_refund',
      actor: 'operator',
      amount: decidedAmount(row, input.amount),
      note: input.reason,
    });
  },
};
