/**
 * docs/api.md "Shop marketplace", orders: /api/order/create, pay, cancel, getlist (buyer), getsjlist
 * (merchant), sendorder, receiveorder, and two extensions: one order (/api/order/detail) and the Me
 * tab's counts (/api/order/counts).
 * Another member's order answers 404; an action the order's status does not allow answers 409.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { cancelOrder, receiveOrder, shipOrder } from './order-actions.ts';
import { buyerOrders, merchantOrders, orderCounts, orderDetail } from './order-lists.ts';
import { createOrder } from './create-order.ts';
import { payOrder } from './pay-order.ts';

const tags = ['shop'];

export async function ordersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const auth = requireMember;
  const memberId = (request: Parameters<typeof currentMember>[0]) => currentMember(request).user.id;

  post(
    app,
    '/api/order/create',
    {
      tags,
      summary: 'An unpaid order for a product on sale; it closes itself after shop_unpaid_close_minutes (default 30)',
      auth,
    },
    async (request) => ok(request, await createOrder(db, memberId(request), request.body), 'shop.order_created'),
  );

  post(
    app,
    '/api/order/pay',
    {
      tags,
      summary:
        'Pays with the payment password: the total is frozen in escrow and the stock reserved in one transaction ' +
        '(409 when sold out, already paid or closed)',
      auth,
    },
    async (request) => ok(request, await payOrder(db, memberId(request), request.body), 'shop.order_paid'),
  );

  post(app, '/api/order/cancel', { tags, summary: 'The buyer cancels an unpaid order', auth }, async (request) =>
    ok(request, await cancelOrder(db, memberId(request), request.body.id), 'shop.order_cancelled'),
  );

  post(
    app,
    '/api/order/sendorder',
    {
      tags,
      summary: "The shop's merchant ships a paid order with the carrier and tracking number",
      auth,
    },
    async (request) => ok(request, await shipOrder(db, memberId(request), request.body), 'shop.order_shipped'),
  );

  post(
    app,
    '/api/order/receiveorder',
    {
      tags,
      summary: 'The buyer confirms receipt: the escrow goes to the merchant less the platform fee (`fee`)',
      auth,
    },
    async (request) => ok(request, await receiveOrder(db, memberId(request), request.body.id), 'shop.order_received'),
  );

  post(
    app,
    '/api/order/getlist',
    {
      tags,
      summary: "The buyer's orders, newest first, optionally of one status",
      auth,
    },
    async (request) => ok(request, await buyerOrders(db, memberId(request), request.body)),
  );

  post(
    app,
    '/api/order/getsjlist',
    {
      tags,
      summary: "The merchant's orders (goods sold in my shop), newest first, optionally of one status",
      auth,
    },
    async (request) => ok(request, await merchantOrders(db, memberId(request), request.body)),
  );

  post(
    app,
    '/api/order/detail',
    {
      tags,
      summary: 'Extension: one order, for its buyer or its merchant (404 for anyone else)',
      auth,
    },
    async (request) => ok(request, await orderDetail(db, memberId(request), request.body.id)),
  );

  post(
    app,
    '/api/order/counts',
    {
      tags,
      summary: 'Extension for the Me tab: how many of my orders are unpaid, paid (to ship), shipped (to receive), completed',
      auth,
    },
    async (request) => ok(request, await orderCounts(db, memberId(request), request.body.role)),
  );
}
