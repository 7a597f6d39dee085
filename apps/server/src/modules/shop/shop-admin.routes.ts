/**
 * The console's shop endpoints (docs/api.md "Admin": all orders with search): every order, searched by
 * order number, buyer, shop and status. Goods review runs through the generic review queue (kind
 * `product`, product-review.ts); the platform fee is the `shop_fee_rate` setting.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { adminReviews, hideReview } from './after-sale/reviews.ts';
import { adminOrders } from './order-lists.ts';

export async function shopAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/shop/orders',
    {
      tags: ['admin'],
      summary:
        'All shop orders, newest first; filters: order_no (exact), buyer (user id or username), shop (id or part of the name), status',
      auth: requireAdminCan('orders.view'),
    },
    async (request) => ok(request, await adminOrders(db, request.body)),
  );

  post(
    app,
    '/api/admin/shop/reviews',
    {
      tags: ['admin'],
      summary: 'Extension: reviews of a product or a shop (or all), newest first, hidden ones included with why',
      auth: requireAdminCan('content.view'),
    },
    async (request) => ok(request, await adminReviews(db, request.body)),
  );

  post(
    app,
    '/api/admin/shop/review/hide',
    {
      tags: ['admin'],
      summary: 'Extension: hides a review (or shows it again) with a reason, audited; a hidden review leaves the ratings',
      auth: requireAdminCan('content.moderate'),
    },
    async (request) => {
      const review = await hideReview(db, currentAdmin(request).admin.id, request.body);
      return ok(request, review, request.body.hidden ? 'after_sale.review_hidden' : 'after_sale.review_shown');
    },
  );
}
