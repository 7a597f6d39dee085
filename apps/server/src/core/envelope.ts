/**
 * The reply envelope of docs/api.md "Conventions" and the one place errors become replies: AppError, schema
 * validation, unknown routes, oversized bodies and rate limits are mapped to `code`, HTTP status and a
 * `msg` in the request's language. Internal errors show a generic message; details go to the log only.
 */
import { ERROR_STATUS, envelopeCodeFor, REPLY_CODE, type Envelope, type ErrorCode, type Locale } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type MessageKey } from './app-error.ts';
import { clock } from './clock.ts';
import { hasMessage, localeFromHeader, translate } from './i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

const now = () => String(clock.now());

export function envelopeOf<T>(data: T, msg: string, code: number = REPLY_CODE.ok): Envelope<T> {
  return { code, msg, time: now(), data };
}

/** A success reply with `msgKey` translated for this request. */
export function ok<T>(
  request: FastifyRequest,
  data: T,
  msgKey: MessageKey = 'ok',
  params?: Record<string, string | number>,
): Envelope<T> {
  return envelopeOf(data, translate(request.locale, msgKey, params));
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  messageKey: MessageKey,
  params?: Record<string, string | number>,
) {
  return reply
    .status(ERROR_STATUS[code])
    .send(envelopeOf(null, translate(request.locale, messageKey, params), envelopeCodeFor(code)));
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Picks the message for the first schema issue: our own `validation.*` key, or one by issue kind. */
function validationMessage(issue: ValidationIssue): { key: MessageKey; field: string } {
  const field =
    issue.instancePath
      .split('/')
      .filter((p) => p && !/^\d+$/.test(p))
      .pop() ?? 'value';
  // A schema's own message is a catalogue key: `validation.*` or an area's (`community.content_required`).
  if (issue.message && hasMessage(issue.message)) return { key: issue.message, field };
  const input = issue.params?.input;
  if (issue.keyword === 'invalid_type' && input === undefined) return { key: 'validation.required', field };
  if (issue.keyword === 'too_big')
    return { key: issue.params?.origin === 'string' ? 'validation.too_long' : 'validation.too_big', field };
  if (issue.keyword === 'too_small')
    return { key: issue.params?.origin === 'string' ? 'validation.required' : 'validation.too_small', field };
  if (issue.keyword === 'unrecognized_keys')
    return { key: 'validation.unknown_field', field: String((issue.params?.keys as string[] | undefined)?.[0] ?? field) };
  return { key: 'validation.invalid', field };
}

export function registerEnvelope(app: FastifyInstance): void {
  app.decorateRequest('locale', 'zh-CHT' as Locale);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found', 'error.route_not_found'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.messageKey, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { key, field } = validationMessage(error.validation[0] as ValidationIssue);
      return sendError(request, reply, 'validation', key, { field });
    }
    // Fastify's errors carry statusCode; those of @fastify/send (static files) carry http-errors' `status`.
    const status = error.statusCode ?? (error as { status?: number }).status ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return sendError(request, reply, 'too_large', 'error.too_large');
    if (status === 429) return sendError(request, reply, 'rate_limited', 'error.rate_limited');
    if (status === 415) return sendError(request, reply, 'validation', 'error.unsupported_media');
    if (status === 400) return sendError(request, reply, 'validation', 'error.bad_json');
    if (status > 400 && status < 500) return sendClientError(request, reply, error, status);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'internal', 'error.internal');
  });
}

/**
 * Fastify's own errors before any route or hook runs (a URL whose escapes do not decode): the same
 * envelope and warn-level log as any client error, in the request's language.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = localeFromHeader(request.headers['accept-language']);
  return sendClientError(request, reply, error, 400);
}

const CLIENT_ERROR_KEYS: Record<number, string> = { 401: 'error.unauthorized', 403: 'error.forbidden', 404: 'error.not_found' };

/**
 * A client error raised inside a plugin (a range past the end of a static file, a traversal the static
 * handler forbids, a failed If-Match) keeps its status with a generic message: the request was at fault,
 * not the server, so it is logged at warn without a stack (house rule: a client error is never 500).
 */
function sendClientError(request: FastifyRequest, reply: FastifyReply, error: FastifyError, status: number) {
  request.log.warn({ status, code: error.code, reason: error.message }, 'client error');
  const msg = translate(request.locale, CLIENT_ERROR_KEYS[status] ?? 'error.client');
  return reply.status(status).send(envelopeOf(null, msg, status === 401 ? REPLY_CODE.unauthorized : REPLY_CODE.refused));
}
