/**
 * docs/api.md "P2P with payment methods": the steps of an `offchain` order. Paths and schemas only; the rules
 * live in offchain-steps.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { appealOrder, cancelOrder, markPaid, releaseOrder } from './offchain-steps.ts';

export async function p2pOffchainRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['p2p'];
  const auth = requireMember;
  const memberId = (request: Parameters<typeof currentMember>[0]) => currentMember(request).user.id;

  post(
    app,
    '/api/ctoc/paid',
    {
      tags,
      summary: 'The buyer of an offchain order says the fiat went out, inside the payment window; the seller is told',
      auth,
    },
    async (request) => ok(request, await markPaid(db, memberId(request), request.body.id), 'p2p.order_paid'),
  );

  post(
    app,
    '/api/ctoc/release',
    {
      tags,
      summary: 'The seller of a paid offchain order releases the escrowed PI to the buyer (payment password)',
      auth,
    },
    async (request) => ok(request, await releaseOrder(db, memberId(request), request.body), 'p2p.order_released'),
  );

  post(
    app,
    '/api/ctoc/cancelorder',
    {
      tags,
      summary:
        'The buyer cancels an offchain order before paying: the PI returns to the seller; cancellations are counted and too many block taking',
      auth,
    },
    async (request) => ok(request, await cancelOrder(db, memberId(request), request.body.id), 'p2p.order_cancelled_by_buyer'),
  );

  post(
    app,
    '/api/ctoc/appeal',
    {
      tags,
      summary:
        'Either side of a paid offchain order asks an operator to decide (statement and pictures); during an appeal the other side adds its own statement once',
      auth,
    },
    async (request) => ok(request, await appealOrder(db, memberId(request), request.body), 'p2p.appeal_opened'),
  );
}
