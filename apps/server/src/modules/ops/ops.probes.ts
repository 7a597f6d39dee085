/**
 * What readiness asks (README "Health, readiness and metrics"): the database answers a query and, when
 * REDIS_URL is set, Redis answers a PING — each within a short timeout, so a hung dependency makes the
 * instance unready instead of making the probe hang.
 */
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/database.ts';

export type CheckResult = 'ok' | 'failed';
const PROBE_TIMEOUT_MS = 2000;

async function within(probe: Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe, timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(
  db: Db,
  redis: Redis | undefined,
): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
  const checks: Record<string, CheckResult> = { database: await within(sql`select 1`.execute(db)) };
  if (redis) checks.redis = await within(redis.ping());
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
