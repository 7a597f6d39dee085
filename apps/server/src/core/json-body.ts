/**
 * Request bodies (API.md "Conventions": POST with a JSON body). Calls that take no fields — logout,
 * getuserinfo, common/init — are often sent with an empty body or none at all; both read as `{}` so
 * they succeed like `{}` does, while malformed JSON is still refused and poisoned keys still rejected.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
}
