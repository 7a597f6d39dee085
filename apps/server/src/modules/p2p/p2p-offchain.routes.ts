/**
 * docs/api.md "P2P with payment methods" and "P2P in the members' own money": the steps of an `offchain` order. Paths and schemas only; the rules
 * live in offchain-steps.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { appealOrder, cancelOrder, markPaid, releaseOrder } from './offchain-steps.ts';
import { confirmCancelOrder, requestCancelOrder } from './mutual-cancel.ts';
import { chargebackOrder } from './chargeback.ts';

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
    '/api/ctoc/cancelrequest',
    {
      tags,
      summary: 'The buyer of a paid offchain order asks the seller to agree to cancel it; the seller is told',
      auth,
    },
    async (request) => ok(request, await requestCancelOrder(db, memberId(request), request.body.id), 'p2p.cancel_requested'),
  );

  post(
    app,
    '/api/ctoc/cancelconfirm',
    {
      tags,
      summary:
        'The seller confirms the buyer’s cancel request (no money arrived, or it was sent back): the PI returns to the seller; it counts against neither side',
      auth,
    },
    async (request) => ok(request, await confirmCancelOrder(db, memberId(request), request.body.id), 'p2p.cancel_confirmed'),
  );

  post(
    app,
    '/api/ctoc/chargeback',
    {
      tags,
      summary:
        'The seller of a completed offchain order reports the fiat payment reversed, inside the window; the buyer answers once; an operator decides at the chargeback desk',
      auth,
    },
    async (request) => {
      const order = await chargebackOrder(db, memberId(request), request.body);
      return ok(request, order, order.type === 'sell' ? 'p2p.chargeback_reported' : 'p2p.chargeback_answered');
    },
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
