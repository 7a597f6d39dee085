/**
 * The agreements in the reader's language (docs/product.md §5: the user agreement and the privacy policy are read and
 * accepted on login and registration). An extension of docs/api.md "Common", documented in the OpenAPI.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { readAgreement } from './read-texts.ts';

export async function textsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  post(
    app,
    '/api/common/agreement',
    {
      tags: ['common'],
      summary: 'The user agreement (`user`) or the privacy policy (`privacy`) in the request language, as Markdown-style text',
    },
    async (request) => ok(request, await readAgreement(db, request.body.type, request.locale)),
  );
}
