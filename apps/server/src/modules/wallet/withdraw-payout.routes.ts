/**
 * The console's payout desk (docs/api.md "Deposits": withdrawals paid out): passed withdrawals waiting for
 * their payout, recording the payout transaction, or marking the payout failed. Reviewers do this, as they
 * passed the withdrawal (`review.decide`); every outcome is audited.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { listPayoutDesk, presentForDesk } from './my-withdrawals.ts';
import { failPayout, recordPayout } from './withdraw-payout.ts';

const tags = ['admin'];

export async function withdrawPayoutRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/withdraw/payouts',
    {
      tags,
      summary: 'Passed withdrawals in transit, waiting for their payout, oldest first',
      auth: requireAdminCan('review.view'),
    },
    async (request) => ok(request, await listPayoutDesk(db, request.body)),
  );

  post(
    app,
    '/api/admin/withdraw/paid',
    {
      tags,
      summary:
        "Record the payout transaction of a withdrawal in transit: it becomes paid and leaves the ledger (in transit → external). A second outcome is 409; a hash not of the withdrawal's chain is 400",
      auth: requireAdminCan('review.decide'),
    },
    async (request) => {
      const row = await recordPayout(db, currentAdmin(request).admin.id, request.body);
      return ok(request, (await presentForDesk(db, [row]))[0]!, 'wallet.payout_recorded');
    },
  );

  post(
    app,
    '/api/admin/withdraw/fail',
    {
      tags,
      summary:
        'Mark the payout of a withdrawal in transit failed, with a reason: the whole amount, fee included, returns to the member once',
      auth: requireAdminCan('review.decide'),
    },
    async (request) => {
      const row = await failPayout(db, currentAdmin(request).admin.id, request.body);
      return ok(request, (await presentForDesk(db, [row]))[0]!, 'wallet.payout_failed');
    },
  );
}
