/** docs/api.md "Delivery addresses and after-sale": the signed-in member's address book. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { deleteMyAddress, listMyAddresses, saveAddress } from './addresses.service.ts';

const tags = ['address'];

export async function addressesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const auth = requireMember;
  const memberId = (request: Parameters<typeof currentMember>[0]) => currentMember(request).user.id;

  post(app, '/api/address/list', { tags, summary: 'My delivery addresses, the default first', auth }, async (request) =>
    ok(request, await listMyAddresses(db, memberId(request))),
  );

  post(
    app,
    '/api/address/save',
    {
      tags,
      summary:
        'Adds an address (without `id`) or edits mine; at most 20; the first one, or one saved with is_default, becomes the one default',
      auth,
    },
    async (request) => ok(request, await saveAddress(db, memberId(request), request.body), 'address.saved'),
  );

  post(
    app,
    '/api/address/del',
    { tags, summary: 'Deletes one of my addresses; deleting the default passes it to the newest other', auth },
    async (request) => {
      await deleteMyAddress(db, memberId(request), request.body.id);
      return ok(request, {}, 'address.deleted');
    },
  );
}
