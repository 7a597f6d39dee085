/**
 * The map's search over shops and goods (docs/api.md "Search: shops and goods"), open to guests.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { optionalMember } from '../auth/require-member.ts';
import { searchLabels } from './search-labels.ts';

export async function placesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['labels'];

  post(
    app,
    '/api/lable/search',
    {
      tags,
      summary:
        'Shops whose name, address or category name contains the keyword, and listed goods whose name or description does, ' +
        'as two pages; nearest first within radius given lat/lng, else newest first; the map filters apply. Open to guests',
    },
    async (request) => ok(request, await searchLabels(db, (await optionalMember(request))?.id, request.body, request.locale)),
  );
}
