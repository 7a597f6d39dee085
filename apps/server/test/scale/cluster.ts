/**
 * The deployment the scale-out test runs against (README "Deployment"): Redis, three instances of one server build on one
 * PostgreSQL database with background jobs on in all three, a shared upload directory, and the round-robin
 * proxy in front. The server is bundled once with scripts/build.mjs into a folder of this run (not the shared
 * dist/), so each instance starts in about a second instead of compiling the source under tsx.
 */
import { buildServerBundle, startRedis, startServer, type Started } from '../processes.ts';
import { startRoundRobinProxy, type Proxy } from './round-robin-proxy.ts';

export const METRICS_TOKEN = 'scale-test-metrics-token';

export interface Cluster {
  proxy: Proxy;
  instances: Started[];
  redisUrl: string;
  stop(): Promise<void>;
}

export async function startCluster(options: { redisServer: string; databaseUrl: string; dataDir: string }): Promise<Cluster> {
  const stops: Array<() => void> = [];
  const track = (stop: () => void) => stops.push(stop);
  const bundle = buildServerBundle('scale');
  stops.push(bundle.remove);
  let proxy: Proxy | undefined;
  const stop = async () => {
    await proxy?.close();
    while (stops.length) stops.pop()!();
  };
  try {
    const redis = await startRedis(options.redisServer, track);
    const env = {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      REDIS_URL: redis.url,
      // Two trusted hops: the test client stands in for an outer proxy (a CDN) that names the client it saw in
      // X-Forwarded-For (`from`), and the round-robin proxy appends the address it saw, as nginx does. With one
      // hop every request would count as the test client's own 127.0.0.1.
      TRUST_PROXY: '2',
      JOBS: 'on',
      METRICS_TOKEN,
      LOG_LEVEL: 'error',
    };
    const instances = await Promise.all([0, 1, 2].map(() => startServer(env, track, bundle.file)));
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));
    return { proxy, instances, redisUrl: redis.url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One metric's value summed over every instance's /metrics (each instance counts only its own work). */
export async function sumOverInstances(cluster: Cluster, line: string): Promise<number> {
  let total = 0;
  for (const instance of cluster.instances) {
    const text = await (await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const found = text.split('\n').find((l) => l.startsWith(`${line} `));
    total += found ? Number(found.slice(line.length + 1)) : 0;
  }
  return total;
}
