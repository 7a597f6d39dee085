/**
 * docs/api.md "P2P in the members' own money": feedback on a completed order and a trader's page. Paths and
 * schemas only; the rules live in leave-feedback.ts and trader-page.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, optionalMember, requireMember } from '../auth/require-member.ts';
import { listBlocked, setBlocked } from '../chat/blocks.service.ts';
import { leaveFeedback } from './leave-feedback.ts';
import { traderPage } from './trader-page.ts';
import { listTrusted, setTrusted } from './trader-trust.ts';
import { addAlert, deleteAlert, myAlerts } from './alerts.ts';

export async function feedbackRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['p2p'];

  post(
    app,
    '/api/ctoc/feedback',
    {
      tags,
      summary: 'Leave feedback on a completed offchain order, once per side: positive or negative, with an optional comment',
      auth: requireMember,
    },
    async (request) => ok(request, await leaveFeedback(db, currentMember(request).user.id, request.body), 'fiat.feedback_saved'),
  );

  for (const [path, blocked] of [
    ['/api/ctoc/block', true],
    ['/api/ctoc/unblock', false],
  ] as const)
    post(
      app,
      path,
      {
        tags,
        summary: blocked
          ? 'Block a trader: the chat’s block — their ads leave my market and neither can take the other’s'
          : 'Unblock a trader (the chat’s block too)',
        auth: requireMember,
      },
      async (request) =>
        ok(request, await setBlocked(db, currentMember(request).user.id, { user_id: request.body.user_id, blocked })),
    );

  post(
    app,
    '/api/ctoc/blocklist',
    { tags, summary: 'Traders I blocked, newest first (the chat’s block list)', auth: requireMember },
    async (request) => ok(request, await listBlocked(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/ctoc/trust',
    {
      tags,
      summary: 'Mark a trader as trusted (at most 100), or no longer, for the market’s trusted filter',
      auth: requireMember,
    },
    async (request) => ok(request, await setTrusted(db, currentMember(request).user.id, request.body)),
  );

  post(app, '/api/ctoc/trustlist', { tags, summary: 'Traders I trust, newest first', auth: requireMember }, async (request) =>
    ok(request, await listTrusted(db, currentMember(request).user.id)),
  );

  post(app, '/api/ctoc/alerts', { tags, summary: 'My offer alerts, newest first', auth: requireMember }, async (request) =>
    ok(request, await myAlerts(db, currentMember(request).user.id)),
  );

  post(
    app,
    '/api/ctoc/addalert',
    {
      tags,
      summary: 'Add an offer alert (at most 10): a matching new or repriced offchain ad raises one notice, at most one an hour',
      auth: requireMember,
    },
    async (request) => ok(request, await addAlert(db, currentMember(request).user.id, request.body), 'p2p.alert_added'),
  );

  post(app, '/api/ctoc/delalert', { tags, summary: 'Delete one of my offer alerts', auth: requireMember }, async (request) => {
    await deleteAlert(db, currentMember(request).user.id, request.body.id);
    return ok(request, {});
  });

  post(app, '/api/ctoc/traderpage', { tags, summary: "A trader's record, newest feedback and open ads" }, async (request) =>
    ok(request, await traderPage(db, (await optionalMember(request))?.id, request.body.user_id)),
  );
}
