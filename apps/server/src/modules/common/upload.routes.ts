/**
 * docs/api.md "Common" /api/common/upload: one multipart `file` from a signed-in member, answered with the
 * stored path (`url`, what other calls accept) and an absolute `fullurl` for display.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound, rateLimited, refuse } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { storeImageUpload, uploadTooLarge } from './upload.service.ts';

/** The uploaded bytes, with the size limit turned into the upload's own message. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('upload.missing');
  const part = await request.file();
  if (!part) throw refuse('upload.missing');
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
    throw err;
  }
}

/** Where a browser fetches the file: the bucket's public address, or this server's (core/public-origin.ts). */
function fullUrl(config: Config, request: FastifyRequest, stored: { url: string; key: string }): string {
  if (config.s3?.publicUrl) return `${config.s3.publicUrl.replace(/\/$/, '')}/${stored.key}`;
  return `${publicOrigin(request)}${stored.url}`;
}

/** Names the upload service makes; anything else under /uploads/ is not ours to look up. */
const STORED_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|webp)$/;
const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** With S3 storage the files are not on disk for the static handler: serve them from the bucket. */
function serveFromStorage(app: FastifyInstance) {
  const { storage } = app.ctx;
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const body = STORED_KEY.test(key) ? await storage.get(key) : undefined;
    if (!body) throw notFound();
    return reply
      .header('content-type', MIME_BY_EXT[key.split('.').pop()!]!)
      .header('cache-control', 'public, max-age=2592000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}

/**
 * Decoding images is the costliest thing a member can ask of the server, so uploads are counted per
 * member and per address, each on its own: one address can hold many members (a shared network), and one
 * member can move between addresses. With REDIS_URL the counts are shared by every instance.
 */
export const UPLOAD_RATE = { perMember: 20, perAddress: 60, timeWindow: '1 minute' } as const;

type RateCheck = (request: FastifyRequest) => Promise<void>;
const rateChecks = new WeakMap<object, RateCheck>();

/** One check per app, shared by every member upload route, so a member's uploads add up across them. */
export function uploadRateLimit(app: FastifyInstance): RateCheck {
  let check = rateChecks.get(app.ctx);
  if (!check) rateChecks.set(app.ctx, (check = createUploadRateLimit(app)));
  return check;
}

function createUploadRateLimit(app: FastifyInstance): RateCheck {
  const limits = [
    app.createRateLimit({
      max: UPLOAD_RATE.perMember,
      timeWindow: UPLOAD_RATE.timeWindow,
      keyGenerator: (request) => `upload:member:${currentMember(request).user.id}`,
    }),
    app.createRateLimit({
      max: UPLOAD_RATE.perAddress,
      timeWindow: UPLOAD_RATE.timeWindow,
      keyGenerator: (request) => `upload:address:${request.ip}`,
    }),
  ];
  return async (request) => {
    for (const limit of limits) {
      // `isAllowed` only marks an allow-listed key; the count decides through `isExceeded`.
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited();
    }
  };
}

export async function uploadRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.ctx;
  if (!storage.localRoot) serveFromStorage(app);
  const checkRate = uploadRateLimit(app);

  post(
    app,
    '/api/common/upload',
    {
      tags: ['common'],
      summary:
        'Upload one image (multipart `file`: JPEG, PNG or WebP, ≤ 5 MiB); it is re-encoded. 429 beyond 20 a minute per ' +
        'member or 60 per address, or when the server is busy decoding other images (try again shortly)',
      auth: requireMember,
    },
    async (request) => {
      await checkRate(request);
      const stored = await storeImageUpload(
        { db, storage },
        { bytes: await readUploadedFile(request), userId: currentMember(request).user.id },
      );
      return ok(request, { url: stored.url, fullurl: fullUrl(config, request, stored) }, 'upload.done');
    },
  );
}
