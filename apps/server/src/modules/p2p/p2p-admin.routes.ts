/**
 * The console's P2P endpoints (docs/api.md "Admin": P2P orders awaiting confirmation, confirmed or cancelled
 * with a reason; ads hidden). Orders are `orders.*` permissions; ads are content
 * (`content.*`). Market settings are the `p2p_` group of /api/admin/config.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { adminAds, adminEndOrder, adminHideAd, adminOrders } from './p2p-admin.service.ts';

const tags = ['admin'];

export async function p2pAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/p2p/orders',
    {
      tags,
      summary: 'P2P orders, newest first; `awaiting` lists the pending orders held for the console, oldest first',
      auth: requireAdminCan('orders.view'),
    },
    async (request) => ok(request, await adminOrders(db, request.body)),
  );

  post(
    app,
    '/api/admin/p2p/confirm',
    {
      tags,
      summary:
        'Confirm a pending order: PI and USDT swap. Refused (409) once it is no longer pending or its window ended; audited',
      auth: requireAdminCan('orders.manage'),
    },
    async (request) =>
      ok(
        request,
        await adminEndOrder(db, currentAdmin(request).admin.id, { id: request.body.id, action: 'confirm' }),
        'p2p.order_confirmed',
      ),
  );

  post(
    app,
    '/api/admin/p2p/cancel',
    {
      tags,
      summary: 'Cancel a pending order with a reason: both sides’ escrow returns in full; audited',
      auth: requireAdminCan('orders.manage'),
    },
    async (request) =>
      ok(
        request,
        await adminEndOrder(db, currentAdmin(request).admin.id, { ...request.body, action: 'cancel' }),
        'p2p.order_cancelled',
      ),
  );

  post(
    app,
    '/api/admin/p2p/ads',
    {
      tags,
      summary: 'P2P ads of every member and status, newest first; keyword searches usernames',
      auth: requireAdminCan('content.view'),
    },
    async (request) => ok(request, await adminAds(db, request.body)),
  );

  post(
    app,
    '/api/admin/p2p/hide',
    {
      tags,
      summary: 'Hide an open ad with a reason: it leaves the market and its remaining escrow returns to the advertiser; audited',
      auth: requireAdminCan('content.moderate'),
    },
    async (request) => ok(request, await adminHideAd(db, currentAdmin(request).admin.id, request.body), 'p2p.ad_hidden'),
  );
}
