/**
 * The console's label endpoints (docs/api.md "Admin": label moderation, business categories). Shop
 * applications are decided through the generic review queue (/api/admin/review/*, kind `shop`).
 * Reading needs content.view; hiding and editing categories need content.moderate. Every change is audited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { listConsoleCategories, removeCategory, saveCategory } from './categories.service.ts';
import { hideLabel, listLabelsForConsole } from './moderate-labels.ts';

const tags = ['admin'];
const adminId = (request: FastifyRequest) => currentAdmin(request).admin.id;

export async function labelsAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const view = requireAdminCan('content.view');
  const moderate = requireAdminCan('content.moderate');

  post(
    app,
    '/api/admin/labels/list',
    {
      tags,
      summary: 'Every label, newest first; filters type, status (pending, passed, rejected, hidden), keyword, member',
      auth: view,
    },
    async (request) => ok(request, await listLabelsForConsole(db, request.body)),
  );

  post(
    app,
    '/api/admin/labels/hide',
    {
      tags,
      summary: 'Hide a label from the map (reason required, shown to its owner) or show it again; audited',
      auth: moderate,
    },
    async (request) =>
      ok(request, await hideLabel(db, adminId(request), request.body), request.body.hidden ? 'labels.hidden' : 'labels.unhidden'),
  );

  post(
    app,
    '/api/admin/labels/categories',
    { tags, summary: 'Every business category with how many labels use it', auth: view },
    async (request) => ok(request, await listConsoleCategories(db)),
  );

  post(
    app,
    '/api/admin/labels/category/save',
    {
      tags,
      summary: 'Add a business category (no id) or change one; audited. Returns every category',
      auth: moderate,
    },
    async (request) => ok(request, await saveCategory(db, adminId(request), request.body), 'admin.saved'),
  );

  post(
    app,
    '/api/admin/labels/category/delete',
    {
      tags,
      summary: 'Delete a business category no label uses (409 otherwise: disable it instead); audited. Returns every category',
      auth: moderate,
    },
    async (request) => ok(request, await removeCategory(db, adminId(request), request.body.id), 'labels.category_deleted'),
  );
}
