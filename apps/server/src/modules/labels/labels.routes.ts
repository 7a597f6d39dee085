/**
 * docs/api.md "Labels and map" (the /api/lable/* paths keep the client's spelling): publishing person labels
 * and shop applications, my labels, delete, nearby search, detail, categories, favourites and search
 * history. Paths and guards only; rules live in the services. Loading these routes also registers the
 * `shop` review queue and the console's label routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, optionalMember, requireMember } from '../auth/require-member.ts';
import { listMemberCategories } from './categories.service.ts';
import { deleteLabel } from './delete-label.ts';
import { clearSearchHistory, listFavorites, searchHistory, toggleFavoriteLabel } from './favorites.service.ts';
import { labelsAdminRoutes } from './labels-admin.routes.ts';
import { placesRoutes } from './places.routes.ts';
import { applyForShop, changeLabelPrivacy, publishPerson } from './publish-label.ts';
import { labelDetail as readLabelDetail, myLabels } from './read-labels.ts';
import { searchNearby } from './search-nearby.ts';
import { requireShopFacts } from './shop-facts.ts';

const memberId = (request: FastifyRequest) => currentMember(request).user.id;
const readerId = async (request: FastifyRequest) => (await optionalMember(request))?.id;

export async function labelsRoutes(app: FastifyInstance) {
  const { db, registry } = app.ctx;
  // The shop module registers after labels: its answers are read from the registry per request.
  const facts = () => requireShopFacts(registry.shopFacts);
  const tags = ['labels'];
  const auth = requireMember;
  await app.register(labelsAdminRoutes);
  await app.register(placesRoutes);

  post(
    app,
    '/api/lable/addperson',
    {
      tags,
      summary: 'Publish (or move) my person label; it shows on the map at once. Nickname, bio and location are required',
      auth,
    },
    async (request) =>
      ok(request, await publishPerson(db, memberId(request), request.body, request.locale), 'labels.person_published'),
  );

  post(
    app,
    '/api/lable/addshop',
    {
      tags,
      summary:
        'Apply to settle a shop (status pending until reviewed). Required: name, category, phone, location, intro, door and licence ' +
        'images, 1–6 interior images. A rejected application may be resubmitted; a pending or passed one is refused (409)',
      auth,
    },
    async (request) =>
      ok(request, await applyForShop(db, memberId(request), request.body, request.locale), 'labels.shop_submitted'),
  );

  post(
    app,
    '/api/lable/getmyable',
    {
      tags,
      summary: 'My labels and shop applications with status and reason, newest first',
      auth,
    },
    async (request) => ok(request, await myLabels(db, memberId(request), request.body, request.locale)),
  );

  post(
    app,
    '/api/lable/del',
    {
      tags,
      summary: "Delete my label; a shop with listed goods is refused (409) until they are unlisted; another member's id is 404",
      auth,
    },
    async (request) => {
      await deleteLabel(db, registry.shopDeletionChecks.values(), memberId(request), request.body.id);
      return ok(request, {}, 'labels.deleted');
    },
  );

  post(
    app,
    '/api/lable/nearby',
    {
      tags,
      summary:
        'Labels on the map within radius metres (default 5000, at most 100000), nearest first with the distance in metres; ' +
        "filters type, category, keyword (name or address). Open to guests; a member's keyword is added to their search history. " +
        "Others' personal labels are left out or shown at their offset point as their owners chose",
    },
    async (request) => ok(request, await searchNearby(db, facts(), await readerId(request), request.body, request.locale)),
  );

  post(
    app,
    '/api/lable/detail',
    {
      tags,
      summary:
        "A label on the map (or my own in any status); with lat/lng the distance from there. Others' hidden or pending ones are 404",
    },
    async (request) => ok(request, await readLabelDetail(db, facts(), await readerId(request), request.body, request.locale)),
  );

  post(
    app,
    '/api/lable/privacy',
    {
      tags,
      summary:
        'Who sees my personal label (everyone, followers, nobody) and how exactly others are shown it (exact, 500m, 2km: ' +
        'a fixed offset per label); 404 without a personal label',
      auth,
    },
    async (request) => ok(request, await changeLabelPrivacy(db, memberId(request), request.body, request.locale)),
  );

  post(app, '/api/lable/categories', { tags, summary: 'Business categories in display order' }, async (request) =>
    ok(request, await listMemberCategories(db, request.locale)),
  );

  post(
    app,
    '/api/lable/favorite',
    { tags, summary: 'Add or remove a label on the map from my favourites', auth },
    async (request) => ok(request, await toggleFavoriteLabel(db, memberId(request), request.body.id)),
  );

  post(
    app,
    '/api/lable/favorites',
    { tags, summary: 'My favourite labels still on the map, newest first', auth },
    async (request) => ok(request, await listFavorites(db, memberId(request), request.body, request.locale)),
  );

  post(
    app,
    '/api/lable/history',
    {
      tags,
      summary: 'My latest distinct search keywords, newest first (at most 20)',
      auth,
    },
    async (request) => ok(request, await searchHistory(db, memberId(request))),
  );

  post(app, '/api/lable/clearhistory', { tags, summary: 'Clear my search history', auth }, async (request) => {
    await clearSearchHistory(db, memberId(request));
    return ok(request, {}, 'labels.history_cleared');
  });
}
