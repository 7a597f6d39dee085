/** The merchant figures (docs/api.md "Shop marketplace": `/api/shop/merchantstats`), for the signed-in merchant. */
import type { FastifyInstance } from 'fastify';
import { clock } from '../../core/clock.ts';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { merchantStats } from './merchant-stats.ts';

export async function merchantStatsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  post(
    app,
    '/api/shop/merchantstats',
    {
      tags: ['shop'],
      summary:
        "The merchant's own figures: orders, sales, refunds and disputes over 7 and 30 days, the rating, the goods sold most",
      auth: requireMember,
    },
    async (request) => ok(request, await merchantStats(db, currentMember(request).user.id, clock.now())),
  );
}
