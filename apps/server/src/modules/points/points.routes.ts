/**
 * docs/api.md "Wallet, points and transfers" (the points half): DGB points and go score logs, transfers to
 * another member, and the DGB → platform coin exchange with its preview. Paths and guards only.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { exchangePoints, previewExchange } from './exchange-points.ts';
import { scoreList } from './points.service.ts';
import { transferPoints } from './transfer-points.ts';

export async function pointsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['points'];
  const auth = requireMember;

  post(
    app,
    '/api/user/getscorelist',
    {
      tags,
      summary: 'DGB points (type dgb) or go score (type go) log, newest first',
      auth,
    },
    async (request) => ok(request, await scoreList(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/user/changescore',
    {
      tags,
      summary: 'Transfer DGB points (default) or go score to a member by id or username; unknown recipient 404; payment password',
      auth,
    },
    async (request) => {
      const { user } = currentMember(request);
      return ok(
        request,
        await transferPoints(db, { id: user.id, username: user.username }, request.body),
        'points.transfer_done',
      );
    },
  );

  post(
    app,
    '/api/user/stompreview',
    {
      tags,
      summary:
        'The figures of a DGB → platform coin exchange (amount, rate, fee rounded up, received rounded down) without moving anything',
      auth,
    },
    async (request) => ok(request, await previewExchange(db, request.body.amount)),
  );

  post(
    app,
    '/api/user/stom',
    {
      tags,
      summary: 'Exchange DGB points for the platform coin at the configured rate and fee; payment password',
      auth,
    },
    async (request) =>
      ok(request, await exchangePoints(db, currentMember(request).user.id, request.body), 'points.exchange_done'),
  );
}
