/**
 * The console's community endpoints (docs/api.md "Admin": news and notices, moderation): publishing needs
 * `content.publish`, lists `content.view`, hiding and showing again `content.moderate`; all audited.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { readUploadedFile } from '../common/upload.routes.ts';
import { storeImageUpload } from '../common/upload.service.ts';
import { adminListArticles, adminListComments, moderateArticle, moderateComment } from './moderation.service.ts';
import { publishOfficial } from './publish.service.ts';

const tags = ['admin'];

export async function communityAdminRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;

  post(
    app,
    '/api/admin/article/publish',
    {
      tags,
      summary: 'Publish a news item or a notice (title, content, images); audited',
      auth: requireAdminCan('content.publish'),
    },
    async (request) =>
      ok(request, await publishOfficial(db, currentAdmin(request).admin.id, request.body), 'community.published'),
  );

  post(
    app,
    '/api/admin/article/upload',
    {
      tags,
      summary: 'Upload an image for a news item or notice (as /api/common/upload)',
      auth: requireAdminCan('content.publish'),
    },
    async (request) => {
      const stored = await storeImageUpload(
        { db, storage },
        { bytes: await readUploadedFile(request), adminId: currentAdmin(request).admin.id },
      );
      return ok(request, { url: stored.url, fullurl: stored.url });
    },
  );

  post(
    app,
    '/api/admin/article/list',
    {
      tags,
      summary: 'Every article, newest first, by type, state or words',
      auth: requireAdminCan('content.view'),
    },
    async (request) => ok(request, await adminListArticles(db, request.body)),
  );

  post(
    app,
    '/api/admin/article/hide',
    {
      tags,
      summary: 'Hide an article with a reason, or show it again; audited',
      auth: requireAdminCan('content.moderate'),
    },
    async (request) => {
      const result = await moderateArticle(db, currentAdmin(request).admin.id, request.body);
      return ok(request, result, result.status === 'hidden' ? 'community.hidden' : 'community.shown');
    },
  );

  post(
    app,
    '/api/admin/comment/list',
    {
      tags,
      summary: 'Every comment, newest first, by article, state or words',
      auth: requireAdminCan('content.view'),
    },
    async (request) => ok(request, await adminListComments(db, request.body)),
  );

  post(
    app,
    '/api/admin/comment/hide',
    {
      tags,
      summary: 'Hide a comment (and its replies) with a reason, or show it again; audited',
      auth: requireAdminCan('content.moderate'),
    },
    async (request) => {
      const result = await moderateComment(db, currentAdmin(request).admin.id, request.body);
      return ok(request, result, result.status === 'hidden' ? 'community.hidden' : 'community.shown');
    },
  );
}
