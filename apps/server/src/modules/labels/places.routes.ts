/**
 * The map's search over shops and goods (docs/api.md "Search: shops and goods"), open to guests; members' reports of
 * closed or moved places and "still there" (docs/api.md "Reports of closed or moved places").
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, optionalMember, requireMember } from '../auth/require-member.ts';
import { confirmStillThere, reportPlace } from './report-place.ts';
import { searchLabels } from './search-labels.ts';
import { requireShopFacts } from './shop-facts.ts';
import { shopSharePage } from './share-page.ts';

export async function placesRoutes(app: FastifyInstance) {
  const { db, config, registry } = app.ctx;
  // The shop module registers after labels: its answers are read from the registry per request.
  const facts = () => requireShopFacts(registry.shopFacts);
  const tags = ['labels'];

  // The share link with its preview (docs/api.md "Share links and directions"): HTML, outside /api and the envelope.
  app.get<{ Params: { id: string } }>('/s/shop/:id', { schema: { hide: true } }, async (request, reply) => {
    const origin = (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
    const { status, html } = await shopSharePage(db, request.params.id, origin, request.locale);
    return reply.code(status).header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(html);
  });

  post(
    app,
    '/api/lable/search',
    {
      tags,
      summary:
        'Shops whose name, address or category name contains the keyword, and listed goods whose name or description does, ' +
        'as two pages; nearest first within radius given lat/lng, else newest first; the map filters apply. Open to guests',
    },
    async (request) =>
      ok(request, await searchLabels(db, facts(), (await optionalMember(request))?.id, request.body, request.locale)),
  );

  post(
    app,
    '/api/lable/report',
    {
      tags,
      summary:
        'Report a shop on the map as closed, moved (with the new pin, at most 50 km away), wrong details or not taking PI; ' +
        "one per member, shop and day; goes to the console's place_report queue",
      auth: requireMember,
    },
    async (request) => ok(request, await reportPlace(db, currentMember(request).user.id, request.body), 'labels.report_sent'),
  );

  post(
    app,
    '/api/lable/stillthere',
    {
      tags,
      summary: "Say the shop is still there (a member who ordered there or is within 200 m); answers the shop's last_confirmed",
      auth: requireMember,
    },
    async (request) => ok(request, await confirmStillThere(db, facts(), currentMember(request).user.id, request.body)),
  );
}
