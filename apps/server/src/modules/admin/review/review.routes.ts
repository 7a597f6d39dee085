/** Review queues (docs/api.md "Admin": /api/admin/review/list, /api/admin/review/decide) over the kind registry. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../core/envelope.ts';
import { post } from '../../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../require-admin.ts';
import { decideReview, listReview, pendingCounts } from './review.service.ts';

const tags = ['admin'];
const DECIDED = {
  pass: 'admin.review_passed',
  reject: 'admin.review_rejected',
  refund: 'admin.review_refunded',
  release: 'admin.review_released',
  release_to_buyer: 'p2p.appeal_released',
  return_to_seller: 'p2p.appeal_returned',
  restrict_buyer: 'p2p.chargeback_restricted',
  dismiss: 'p2p.chargeback_dismissed',
  confirm_closed: 'labels.place_closed_confirmed',
  move: 'labels.place_moved',
} as const;

export async function reviewRoutes(app: FastifyInstance) {
  // This app's kinds; modules registered after admin add theirs to the same map, so it is read per request.
  const { db, registry } = app.ctx;
  const kinds = registry.reviewKinds;

  post(
    app,
    '/api/admin/review/kinds',
    {
      tags,
      summary: 'The review queues that features have registered so far, with the items pending in each',
      auth: requireAdminCan('review.view'),
    },
    async (request) => ok(request, { kinds: [...kinds.keys()], pending: await pendingCounts(db, kinds) }),
  );

  post(
    app,
    '/api/admin/review/list',
    {
      tags,
      summary: 'One review queue; a kind no feature has registered yet is refused (code 0)',
      auth: requireAdminCan('review.view'),
    },
    async (request) => ok(request, await listReview(db, kinds, request.body)),
  );

  post(
    app,
    '/api/admin/review/decide',
    {
      tags,
      summary:
        'Pass or reject a pending item (reject needs a reason); a dispute is decided `refund` (in full, or `amount` USDT) ' +
        'or `release` (to the merchant); a second decision is refused with 409',
      auth: requireAdminCan('review.decide'),
    },
    async (request) => {
      const item = await decideReview(db, kinds, currentAdmin(request).admin.id, request.body);
      const dismissedPlace = request.body.kind === 'place_report' && request.body.action === 'dismiss';
      return ok(request, item, dismissedPlace ? 'labels.place_report_dismissed' : DECIDED[request.body.action]);
    },
  );
}
