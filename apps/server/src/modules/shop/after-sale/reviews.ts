/**
 * Reviews (docs/api.md "Delivery addresses and after-sale": /api/order/comment, /api/product/comments, and the
 * documented extensions /api/order/commentreply and the console's hide). The buyer rates a completed order once
 * (the order's `commented` flag and the unique order_id both refuse a second); the merchant replies once; another
 * member's order or review answers 404. An operator hides a review with a reason, audited; hidden reviews leave
 * the product's and the shop's rating.
 */
import type { AdminReview, CommentBody, CommentReplyBody, ListPage, ProductCommentsBody, Review } from '@app/contract';
import { conflict, notFound } from '../../../core/app-error.ts';
import { clock } from '../../../core/clock.ts';
import type { Db } from '../../../db/database.ts';
import { recordAudit } from '../../admin/audit.service.ts';
import { withTransaction } from '../../ledger/index.ts';
import { memberCardsByIds } from '../../users/member-names.ts';
import { orderOf } from '../order-access.ts';
import { listPageOf } from '../shop.presenter.ts';
import { tellParty } from './after-sale-notices.ts';
import * as repo from './reviews.repository.ts';
import { recordEvent } from './timeline.ts';

async function present(db: Db, rows: repo.ReviewRow[]): Promise<AdminReview[]> {
  const cards = await memberCardsByIds(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((row) => {
    const card = cards.get(row.user_id);
    return {
      id: row.id,
      order_id: row.order_id,
      product_id: row.product_id,
      shop_id: row.shop_id,
      score: row.score,
      content: row.content,
      images: row.images,
      user: { nickname: card?.nickname ?? '', avatar: card?.avatar ?? '' },
      createtime: row.createtime,
      reply: row.reply,
      hidden: row.hidden,
      hide_reason: row.hide_reason,
    };
  });
}

/** A review as members read it: without the console's moderation fields. */
const forMembers = ({ hidden: _hidden, hide_reason: _reason, ...review }: AdminReview): Review => review;

async function presentOne(db: Db, id: number): Promise<AdminReview> {
  const row = await repo.findReview(db, id);
  if (!row) throw notFound('after_sale.review_not_found');
  return (await present(db, [row]))[0]!;
}

export async function commentOrder(db: Db, buyerId: number, body: CommentBody): Promise<Review> {
  const order = await orderOf(db, body.id, buyerId, 'buyer');
  if (order.status !== 'completed') throw conflict('after_sale.comment_not_completed');
  if (order.commented === 1) throw conflict('after_sale.already_commented');
  const id = await withTransaction(db, async (trx) => {
    if (!(await repo.markCommented(trx, order.id))) throw conflict('after_sale.already_commented');
    const reviewId = await repo.insertReview(trx, {
      orderId: order.id,
      userId: buyerId,
      shopId: order.shop_id,
      productId: order.product_id,
      score: body.score,
      content: body.content ?? '',
      images: body.images ?? [],
      now: clock.now(),
    });
    await repo.countOnProduct(trx, order.product_id, body.score, 1);
    await recordEvent(trx, order.id, 'commented', 'buyer', `${body.score}/5`);
    await tellParty(trx, order, 'merchant', 'review_received');
    return reviewId;
  });
  return forMembers(await presentOne(db, id));
}

export async function replyComment(db: Db, merchantId: number, body: CommentReplyBody): Promise<Review> {
  const review = await repo.findReview(db, body.id);
  // The review of another merchant's order answers like a missing one.
  if (!review) throw notFound('after_sale.review_not_found');
  await orderOf(db, review.order_id, merchantId, 'merchant').catch(() => {
    throw notFound('after_sale.review_not_found');
  });
  if (!(await repo.setReply(db, review.id, body.content, clock.now()))) throw conflict('after_sale.already_replied');
  return forMembers(await presentOne(db, review.id));
}

/** Visible reviews of a product or a shop, newest first. */
export async function productComments(db: Db, body: ProductCommentsBody): Promise<ListPage<Review>> {
  const { total, rows } = await repo.pageReviews(db, {
    productId: body.product_id,
    shopId: body.shop_id,
    offset: (body.page - 1) * body.limit,
    limit: body.limit,
  });
  return listPageOf(body, total, (await present(db, rows)).map(forMembers));
}

export async function adminReviews(
  db: Db,
  body: { product_id?: number; shop_id?: number; page: number; limit: number },
): Promise<ListPage<AdminReview>> {
  const { total, rows } = await repo.pageReviews(db, {
    productId: body.product_id,
    shopId: body.shop_id,
    withHidden: true,
    offset: (body.page - 1) * body.limit,
    limit: body.limit,
  });
  return listPageOf(body, total, await present(db, rows));
}

/** Hides (or shows again) a review with the operator's reason, audited in the same transaction. */
export async function hideReview(
  db: Db,
  adminId: number,
  body: { id: number; hidden: boolean; reason: string },
): Promise<AdminReview> {
  const review = await repo.findReview(db, body.id);
  if (!review) throw notFound('after_sale.review_not_found');
  await withTransaction(db, async (trx) => {
    if (!(await repo.setHidden(trx, review.id, body.hidden, body.reason)))
      throw conflict(body.hidden ? 'after_sale.review_already_hidden' : 'after_sale.review_not_hidden');
    await repo.countOnProduct(trx, review.product_id, review.score, body.hidden ? -1 : 1);
    await recordAudit(trx, adminId, body.hidden ? 'review_hide' : 'review_show', `shop_review:${review.id}`, {
      user_id: review.user_id,
      reason: body.reason,
    });
  });
  return presentOne(db, review.id);
}
