/**
 * docs/api.md "Identity verification": getidtype, submitid, getidinfo, plus the private ID image upload
 * (/api/user/uploadid, multipart `file`) and the owner-or-reviewer image route (GET /api/user/idimage/:id).
 * Registers the "verify" review queue. Paths and guards only; the rules live in the services beside this.
 */
import { ID_IMAGE_PATH, ID_TYPES } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { translate } from '../../core/i18n.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember, tokenOf } from '../auth/require-member.ts';
import { storePrivateImage } from '../common/private-images.ts';
import { readUploadedFile, uploadRateLimit } from '../common/upload.routes.ts';
import { getIdInfo } from './id-info.ts';
import { openIdImage } from './id-images.ts';
import { submitId } from './submit-id.ts';
import { imageUrl } from './verification.presenter.ts';

const tags = ['verification'];

export async function verificationRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;
  const auth = requireMember;

  post(app, '/api/user/getidtype', { tags, summary: 'ID document types, named in the request language' }, async (request) =>
    ok(
      request,
      ID_TYPES.map((id) => ({ id, name: translate(request.locale, `verification.id_types.${id}`) })),
    ),
  );

  post(
    app,
    '/api/user/submitid',
    {
      tags,
      summary:
        'Submit basic (ID type, name, number) or advanced (three private images from /api/user/uploadid) verification for review',
      auth,
    },
    async (request) => ok(request, await submitId(db, currentMember(request).user, request.body), 'verification.submitted'),
  );

  post(
    app,
    '/api/user/getidinfo',
    {
      tags,
      summary: 'Both levels: status, masked ID number, failure reason, what blocks advanced, what each level unlocks',
      auth,
    },
    async (request) => ok(request, await getIdInfo(db, currentMember(request).user)),
  );

  const checkUploadRate = uploadRateLimit(app);
  post(
    app,
    '/api/user/uploadid',
    {
      tags,
      summary: `Upload one ID image privately (multipart \`file\`: JPEG, PNG or WebP, ≤ 5 MiB, re-encoded). Not under /uploads/: only the owner and reviewers load it from ${ID_IMAGE_PATH}{id}`,
      auth,
    },
    async (request) => {
      await checkUploadRate(request);
      const { id } = await storePrivateImage(
        { db, storage },
        { bytes: await readUploadedFile(request), userId: currentMember(request).user.id },
      );
      return ok(request, { id, url: imageUrl(id) }, 'upload.done');
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${ID_IMAGE_PATH}:id`,
    {
      schema: {
        tags,
        summary: 'A private ID image, for its owner (member token) or a reviewer (admin token); anyone else gets 404',
        params: z.object({ id: z.string().max(64) }),
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const image = await openIdImage({ db, storage }, { id: request.params.id, token: tokenOf(request) });
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );
}
