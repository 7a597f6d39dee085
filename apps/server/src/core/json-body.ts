/**
 * Request bodies (API.md "Conventions": POST with a JSON body). Calls that take no fields — logout,
 * getuserinfo, common/init — are often sent with an empty body or none at all; both read as `{}` so
 * they succeed like `{}` does, while malformed JSON is still refused and poisoned keys still rejected.
 * A U+0000 anywhere is refused like unreadable JSON: PostgreSQL text cannot store it (a 500 found by the
 * hardening fuzzer) and no field of ours needs it.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, (err, value) => {
      if (!err && /\\u0000/i.test(text) && holdsNul(value)) return done(unreadable(), undefined);
      done(err, value);
    });
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    if (holdsNul(request.query)) throw unreadable();
  });
}

function unreadable(): Error {
  return Object.assign(new Error('U+0000 in the request body'), { statusCode: 400 });
}

/** Any string or key with U+0000, walked without recursion so deep nesting cannot overflow the stack. */
function holdsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string' && value.includes('\0')) return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) return true;
      stack.push(child);
    }
  }
  return false;
}
