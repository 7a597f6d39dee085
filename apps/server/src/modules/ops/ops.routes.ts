/**
 * Operational endpoints (README "Health, readiness and metrics"), outside /api and
 * outside the envelope, for load balancers, orchestrators and Prometheus:
 * - GET /health: the process is alive (no dependency is asked, so a slow database never gets it restarted);
 * - GET /ready: 200 when the database (and Redis, when configured) answers, 503 otherwise;
 * - GET /metrics: Prometheus text, only with METRICS_TOKEN set and sent as `Authorization: Bearer …`.
 * Registered on the root app (not as an encapsulated plugin) so the request timing hook sees every route.
 * They are kept out of the OpenAPI document, which describes the enveloped /api only.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { sendError } from '../../core/envelope.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { registerDomainGauges } from './ops.gauges.ts';
import { readiness } from './ops.probes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's metrics; modules add their own gauges (e.g. chat sockets) */
    metrics: Metrics;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the presented bearer token with METRICS_TOKEN. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

const fresh = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerOps(app: FastifyInstance, redis: Redis | undefined): void {
  const { db, config } = app.ctx;
  const metrics = createMetrics();
  registerDomainGauges(metrics, db);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, keeps the label set bounded (ids and unknown paths fold together).
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const hidden = { schema: { hide: true } };
  app.get('/health', hidden, async (_request, reply) => {
    fresh(reply);
    return { status: 'ok', uptime_seconds: Math.round(process.uptime()) };
  });
  app.get('/ready', hidden, async (_request, reply) => {
    const { ready, checks } = await readiness(db, redis);
    return fresh(reply)
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unready', checks });
  });
  app.get('/metrics', hidden, async (request, reply) => {
    const token = config.metricsToken;
    if (!token) return sendError(request, reply, 'not_found', 'error.route_not_found');
    if (!bearerMatches(request.headers.authorization, token))
      return fresh(reply).status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ status: 'unauthorized' });
    const text = await metrics.registry.metrics();
    return fresh(reply).type(metrics.registry.contentType).send(text);
  });
}
