/**
 * The request log (docs/architecture.md "Configuration": LOG_LEVEL). Fastify logs each request's URL; the chat socket
 * accepts its session token as `/ws?token=…` (docs/api.md "Chat": browsers cannot set headers on a websocket),
 * so secrets in the query string are replaced before a line is written: a log reader must not be able to
 * sign in as the member.
 */
import type { DestinationStream } from 'pino';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Query parameters that carry credentials; compared without regard to case. */
const SECRET_PARAMS = new Set(['token', 'access_token']);
export const REDACTED = '[redacted]';

/** The URL with every credential in its query string replaced by REDACTED. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const secret = [...params.keys()].filter((name) => SECRET_PARAMS.has(name.toLowerCase()));
  if (secret.length === 0) return url;
  for (const name of secret) params.set(name, REDACTED);
  return `${url.slice(0, mark)}?${params.toString()}`;
}

/** Fastify's own request fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest as (req: unknown) => Record<string, unknown> },
  };
}
