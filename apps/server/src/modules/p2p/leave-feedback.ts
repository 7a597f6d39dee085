/**
 * Feedback on a completed offchain order (docs/api.md "P2P in the members' own money" → "Feedback"): each side
 * once, positive or negative with an optional comment. Another member's order is 404; an order not completed,
 * or a `wallet` one, is 409; a second feedback is 409 — and of two sent at once, the unique index lets one count.
 * The other side hears of it (`p2p_feedback`, positive or negative).
 */
import { noticeLink, type FeedbackBody, type P2pOrder } from '@app/contract';
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { insertFeedback } from './feedback.repository.ts';
import { findOrder } from './orders.repository.ts';
import { loadOrder } from './orders.service.ts';

export async function leaveFeedback(db: Db, viewerId: number, body: FeedbackBody): Promise<P2pOrder> {
  const order = await findOrder(db, body.id);
  if (!order || (order.buyer_id !== viewerId && order.seller_id !== viewerId)) throw notFound('p2p.order_not_found');
  if (order.settlement !== 'offchain' || order.status !== 'completed') throw conflict('p2p.step_closed');
  const to = order.buyer_id === viewerId ? order.seller_id : order.buyer_id;
  const row = { order_id: order.id, from_id: viewerId, to_id: to, rating: body.rating, comment: body.comment ?? '' };
  // the feedback and the other side's `p2p_feedback` notice are written together: only the one that counts tells
  await withTransaction(db, async (trx) => {
    if (!(await insertFeedback(trx, { ...row, createtime: clock.now() }))) throw conflict('fiat.feedback_given');
    const params = { order_no: order.order_no, variant: body.rating };
    await notify(trx, { userId: to, type: 'p2p_feedback', params, link: noticeLink('p2p_feedback', order.id) });
  });
  return loadOrder(db, viewerId, order.id);
}
