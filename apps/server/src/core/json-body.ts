/**
 * Request bodies (docs/api.md "Conventions": POST with a JSON body). Calls that take no fields — logout,
 * getuserinfo, common/init — are often sent with an empty body or none at all; both read as `{}` so
 * they succeed like `{}` does, while malformed JSON is still refused and poisoned keys still rejected.
 * A U+0000 anywhere is refused like unreadable JSON: PostgreSQL text cannot store it (a 500 found by the
 * hardening fuzzer) and no field of ours needs it.
 * Bidirectional override and isolate controls (U+202A–U+202E, U+2066–U+2069) are refused with their own
 * message: they let a name, address or chat line display as something it is not ("Trojan Source"
 * spoofing), and right-to-left text needs none of them. Joiners (U+200C/U+200D), which Bengali and Hindi
 * need, are kept.
 * A lone UTF-16 surrogate (`"\ud800"` written as an escape; raw bytes cannot carry one) has no UTF-8 form:
 * stored, it would come back as something else than was sent. The contract's text fields refuse it with a
 * field's name (packages/contract/src/text.ts); this check covers every other string — search keywords,
 * idempotency keys, reasons — with the same message.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const ESCAPED_DIRECTION_CONTROL = /\\u(202[a-e]|206[6-9])/i;
const SURROGATE = /\p{Surrogate}/u;
const ESCAPED_SURROGATE = /\\ud[89a-f]/i;

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, (err, value) => {
      if (!err && /\\u0000/i.test(text) && holds(value, '\0')) return done(unreadable(), undefined);
      if (!err && mayHoldDirectionControl(text) && holds(value, DIRECTION_CONTROLS))
        return done(new AppError('validation', 'validation.direction_control'), undefined);
      const malformedAt = !err && ESCAPED_SURROGATE.test(text) ? keyHolding(value, SURROGATE) : undefined;
      if (malformedAt !== undefined)
        return done(new AppError('validation', 'validation.text_malformed', { field: malformedAt }), undefined);
      done(err, value);
    });
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    if (holds(request.query, '\0')) throw unreadable();
    if (holds(request.query, DIRECTION_CONTROLS)) throw new AppError('validation', 'validation.direction_control');
  });
}

function unreadable(): Error {
  return Object.assign(new Error('U+0000 in the request body'), { statusCode: 400 });
}

/** A cheap look at the raw text first, so ordinary bodies are not walked. */
function mayHoldDirectionControl(text: string): boolean {
  return DIRECTION_CONTROLS.test(text) || ESCAPED_DIRECTION_CONTROL.test(text);
}

const contains = (text: string, what: string | RegExp) => (typeof what === 'string' ? text.includes(what) : what.test(text));

/**
 * The name of the field whose string (or key) holds `what` — '' for a bare string body — or undefined;
 * walked without recursion so deep nesting cannot overflow the stack.
 */
function keyHolding(root: unknown, what: string | RegExp): string | undefined {
  const stack: [string, unknown][] = [['', root]];
  while (stack.length > 0) {
    const [name, value] = stack.pop()!;
    if (typeof value === 'string' && contains(value, what)) return name;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (contains(key, what)) return key;
      stack.push([Array.isArray(value) ? name : key, child]);
    }
  }
  return undefined;
}

const holds = (root: unknown, what: string | RegExp): boolean => keyHolding(root, what) !== undefined;
