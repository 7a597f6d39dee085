/**
 * The origin written into absolute links the server hands out (an upload's `fullurl`, invitation links;
 * docs/api.md "Common" and "Invitations"). PUBLIC_URL when configured. Without it the origin of the first
 * request this instance serves is kept for its lifetime: taking every request's Host header would let a
 * forged Host make the server return links to another site (host header injection).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';

/** A host name or address with an optional port; anything else in Host is not an origin to keep. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstSeen = new WeakMap<AppContext, string>();

export function publicOrigin(request: FastifyRequest): string {
  const ctx = request.server.ctx;
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const known = firstSeen.get(ctx);
  if (known) return known;
  const host = request.host;
  if (!HOST.test(host)) return `${request.protocol}://localhost:${ctx.config.port}`;
  const origin = `${request.protocol}://${host}`;
  firstSeen.set(ctx, origin);
  return origin;
}
