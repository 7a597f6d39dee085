/**
 * docs/api.md "P2P with payment methods": the member's payment methods and a trader's public record. Paths
 * and schemas only; the rules live in pay-methods.ts and trader-record.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { deletePayMethod, payMethodsOf, savePayMethod } from './pay-methods.ts';
import { traderRecord } from './trader-record.ts';

export async function p2pTradeRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['p2p'];
  const auth = requireMember;

  post(app, '/api/ctoc/paymethods', { tags, summary: 'My payment methods, oldest first', auth }, async (request) =>
    ok(request, await payMethodsOf(db, currentMember(request).user.id)),
  );

  post(
    app,
    '/api/ctoc/savepaymethod',
    {
      tags,
      summary:
        'Add a payment method (bank transfer, mobile money or other; at most 10) or, with `id`, change one of mine; orders already opened keep what they showed',
      auth,
    },
    async (request) => ok(request, await savePayMethod(db, currentMember(request).user.id, request.body), 'p2p.paymethod_saved'),
  );

  post(
    app,
    '/api/ctoc/delpaymethod',
    { tags, summary: 'Delete one of my payment methods; another member’s is 404', auth },
    async (request) => {
      await deletePayMethod(db, currentMember(request).user.id, request.body.id);
      return ok(request, {}, 'p2p.paymethod_deleted');
    },
  );

  post(
    app,
    '/api/ctoc/trader',
    {
      tags,
      summary:
        'A trader’s record computed from their orders: completed orders, completion rate, average release time after payment, sign-up time, verification',
      auth,
    },
    async (request) => ok(request, await traderRecord(db, request.body.user_id)),
  );
}
