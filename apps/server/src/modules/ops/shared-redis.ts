/**
 * The Redis connection instances share state through (README "Deployment"): the rate-limit counters and the
 * readiness probe. Only with REDIS_URL; without it a single instance keeps its counters in memory.
 * Commands fail fast while Redis is away (one retry, no endless queue) so requests never hang on it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export function openSharedRedis(url: string | undefined, log: FastifyBaseLogger): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true });
  // ioredis reconnects by itself; an unhandled 'error' event would end the process.
  redis.on('error', (err: Error) => log.error({ err: err.message }, 'shared Redis connection error'));
  return redis;
}
