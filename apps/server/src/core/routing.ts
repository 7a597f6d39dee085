/**
 * Route helpers that keep route files to paths and schemas: `post(app, path, spec, handler)` wires the
 * zod body and the enveloped reply schema, so every route documents itself in the OpenAPI document.
 */
import { envelope } from '@app/contract';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface RouteSpec<B extends z.ZodType, R extends z.ZodType> {
  tags: string[];
  summary: string;
  body?: B;
  reply: R;
  auth?: preHandlerHookHandler;
  /** Per-route rate limit, e.g. { max: 5, timeWindow: '1 minute' } */
  rateLimit?: { max: number; timeWindow: string | number; keyGenerator?: (req: FastifyRequest) => string };
}

export function post<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  spec: RouteSpec<B, R>,
  handler: (
    request: FastifyRequest & { body: z.infer<B> },
  ) => Promise<{ code: number; msg: string; time: string; data: z.infer<R> }>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: path,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      body: spec.body ?? z.object({}).passthrough().optional(),
      response: { 200: envelope(spec.reply) },
      ...(spec.auth ? { security: [{ token: [] }] } : {}),
    },
    // The guard runs before body validation, so a guest learns nothing about a route's fields (issue 10).
    preValidation: spec.auth as preValidationHookHandler | undefined,
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : undefined,
    // The zod provider's inferred reply type cannot follow the generic schema; the serializer checks it.
    handler: (request) => handler(request as FastifyRequest & { body: z.infer<B> }) as never,
  });
}

/**
 * A GET route with a zod query string (API.md marks the few reads that are GET, e.g. /api/article/search).
 * Same envelope, guards and documentation as `post`.
 */
export function get<Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  spec: Omit<RouteSpec<never, R>, 'body'> & { query: Q },
  handler: (
    request: FastifyRequest & { query: z.infer<Q> },
  ) => Promise<{ code: number; msg: string; time: string; data: z.infer<R> }>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: path,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      querystring: spec.query,
      response: { 200: envelope(spec.reply) },
      ...(spec.auth ? { security: [{ token: [] }] } : {}),
    },
    preValidation: spec.auth as preValidationHookHandler | undefined,
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : undefined,
    handler: (request) => handler(request as FastifyRequest & { query: z.infer<Q> }) as never,
  });
}
