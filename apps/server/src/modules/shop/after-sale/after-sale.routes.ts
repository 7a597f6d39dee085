/**
 * docs/api.md "Delivery addresses and after-sale": refunds, disputes and reviews of shop orders, plus two
 * documented extensions — the merchant's one reply to a review (/api/order/commentreply) and the shop's trust
 * line (/api/shop/trust). Another member's order or review answers 404; a step the order's state does not
 * allow answers 409.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../core/envelope.ts';
import { post } from '../../../core/routing.ts';
import { currentMember, requireMember } from '../../auth/require-member.ts';
import { openDispute, replyRefund, requestRefund } from './refunds.ts';
import { commentOrder, productComments, replyComment } from './reviews.ts';
import { shopTrust } from './trust.ts';

const tags = ['shop'];

export async function afterSaleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const auth = requireMember;
  const memberId = (request: Parameters<typeof currentMember>[0]) => currentMember(request).user.id;

  post(
    app,
    '/api/order/refund',
    {
      tags,
      summary:
        'The buyer asks for a refund: the whole total while unshipped (accepted by itself after shop_refund_auto_accept_hours), ' +
        'any part up to the total once shipped; shipping and automatic receipt pause until it is answered',
      auth,
    },
    async (request) => ok(request, await requestRefund(db, memberId(request), request.body), 'after_sale.refund_requested'),
  );

  post(
    app,
    '/api/order/refundreply',
    {
      tags,
      summary:
        'The merchant accepts (the amount goes back to the buyer from escrow in one posting, the rest to the merchant) or rejects with a reason',
      auth,
    },
    async (request) =>
      ok(
        request,
        await replyRefund(db, memberId(request), request.body),
        request.body.action === 'accept' ? 'after_sale.refund_accepted' : 'after_sale.refund_rejected',
      ),
  );

  post(
    app,
    '/api/order/dispute',
    {
      tags,
      summary: 'After a rejected refund, the buyer or the merchant asks an operator to decide (admin review kind `dispute`)',
      auth,
    },
    async (request) => ok(request, await openDispute(db, memberId(request), request.body), 'after_sale.dispute_opened'),
  );

  post(
    app,
    '/api/order/comment',
    { tags, summary: 'The buyer rates a completed order once: score 1–5, optional text and images', auth },
    async (request) => ok(request, await commentOrder(db, memberId(request), request.body), 'after_sale.commented'),
  );

  post(
    app,
    '/api/order/commentreply',
    { tags, summary: "Extension: the shop's merchant replies once to a review of one of its orders (`id`: the review)", auth },
    async (request) => ok(request, await replyComment(db, memberId(request), request.body), 'after_sale.replied'),
  );

  post(
    app,
    '/api/product/comments',
    { tags, summary: "Visible reviews of a product or a shop, newest first, with the reviewer's nickname and avatar" },
    async (request) => ok(request, await productComments(db, request.body)),
  );

  post(
    app,
    '/api/shop/trust',
    { tags, summary: "Extension: the shop's trust line — rating, rating_count, completed orders, refund rate, member since" },
    async (request) => ok(request, await shopTrust(db, request.body.shop_id)),
  );
}
