/** docs/api.md "Sign-in, VIP": /api/vipp/index, submit, exchange. Paths and schemas; rules in the services beside. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { exchangeCard } from './exchange-card.ts';
import { purchaseVip } from './purchase-vip.ts';
import { getVipOverview } from './vip-overview.ts';
import { vipAdminRoutes } from './vip-admin.routes.ts';

export async function vipRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['vip'];
  const auth = requireMember;

  post(
    app,
    '/api/vipp/index',
    { tags, summary: 'VIP plans on sale, and my membership, annual cards and benefits', auth },
    async (request) => ok(request, await getVipOverview(db, currentMember(request).user.id, request.locale)),
  );

  post(
    app,
    '/api/vipp/submit',
    {
      tags,
      summary: 'Buy a VIP plan from balance (agreement accepted, payment password); buying again extends',
      auth,
    },
    async (request) => ok(request, await purchaseVip(db, currentMember(request).user.id, request.body), 'vip.bought'),
  );

  post(
    app,
    '/api/vipp/exchange',
    {
      tags,
      summary: 'Exchange one annual card for DGB points (more than one at a time is refused)',
      auth,
    },
    async (request) => {
      const result = await exchangeCard(db, currentMember(request).user.id, request.body);
      return ok(request, result, 'vip.exchanged', { points: result.points });
    },
  );

  await app.register(vipAdminRoutes);
}
