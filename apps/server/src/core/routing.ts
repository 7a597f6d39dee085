/**
 * Route helpers that keep route files to paths and handlers: `post(app, path, spec, handler)` takes the
 * zod body and the enveloped reply schema from the contract's route map (packages/contract/src/routes.ts),
 * so a route cannot answer with a shape its clients do not expect, and every route documents itself in
 * the OpenAPI document.
 */
import {
  envelope,
  routes,
  type Envelope,
  type GetPath,
  type PostPath,
  type RouteParsedBody,
  type RouteParsedQuery,
  type RouteReply,
  type RouteSchemas,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a route file says about a path beyond the map's schemas: documentation, guard and rate limit. */
export interface RouteSpec {
  tags: string[];
  summary: string;
  auth?: preHandlerHookHandler;
  /** Per-route rate limit, e.g. { max: 5, timeWindow: '1 minute' } */
  rateLimit?: { max: number; timeWindow: string | number; keyGenerator?: (req: FastifyRequest) => string };
}

export function post<P extends PostPath>(
  app: FastifyInstance,
  path: P,
  spec: RouteSpec,
  handler: (request: FastifyRequest & { body: RouteParsedBody<P> }) => Promise<Envelope<RouteReply<P>>>,
): void {
  const schemas: RouteSchemas = routes[path];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: path,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      body: schemas.body ?? z.object({}).passthrough().optional(),
      response: { 200: envelope(schemas.reply) },
      ...(spec.auth ? { security: [{ token: [] }] } : {}),
    },
    // The guard runs before body validation, so a guest learns nothing about a route's fields (docs/reliability.md).
    preValidation: spec.auth as preValidationHookHandler | undefined,
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : undefined,
    // The zod provider's inferred reply type cannot follow the generic schema; the serializer checks it.
    handler: (request) => handler(request as FastifyRequest & { body: RouteParsedBody<P> }) as never,
  });
}

/**
 * A GET route with a zod query string (docs/api.md marks the few reads that are GET, e.g. /api/article/search).
 * Same envelope, guards and documentation as `post`.
 */
export function get<P extends GetPath>(
  app: FastifyInstance,
  path: P,
  spec: RouteSpec,
  handler: (request: FastifyRequest & { query: RouteParsedQuery<P> }) => Promise<Envelope<RouteReply<P>>>,
): void {
  const schemas = routes[path];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: path,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      querystring: schemas.query,
      response: { 200: envelope(schemas.reply) },
      ...(spec.auth ? { security: [{ token: [] }] } : {}),
    },
    preValidation: spec.auth as preValidationHookHandler | undefined,
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : undefined,
    handler: (request) => handler(request as FastifyRequest & { query: RouteParsedQuery<P> }) as never,
  });
}
