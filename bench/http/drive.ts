/**
 * One measurement: autocannon at a fixed number of connections for a fixed time after a short warm-up, with
 * the server's resident memory sampled meanwhile. Latencies are autocannon's (HdrHistogram, ms).
 */
import autocannon from 'autocannon';
import { cpuSeconds, rssMiB } from './server.ts';
import type { Call } from './scenarios.ts';

export interface Load {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** 2xx replies including the warm-up's (every acknowledged write) */
  acknowledged: number;
  non2xx: number;
  errors: number;
  /** the first refusal's body, to say why */
  firstRefusal?: string;
  rssPeakMiB: number;
  /** the server's CPU time per 2xx reply (all its threads): what a request costs, whatever else the machine runs */
  cpuMsPerRequest: number;
  /** the counted warm-up (each payer's first payment): its rate and p99 */
  cold?: { rps: number; p99: number };
}

interface Target {
  url: string;
  pid: number;
  path: string;
  warmupRequests?: number;
  next(): Call;
}

type Length = { duration: number } | { amount: number };

function run(target: Target, connections: number, length: Length, onRefusal: (body: string) => void) {
  return autocannon({
    url: target.url,
    connections,
    ...length,
    requests: [
      {
        method: 'POST',
        path: target.path,
        setupRequest: (request) => {
          const call = target.next();
          request.headers = { 'content-type': 'application/json', token: call.token };
          request.body = JSON.stringify(call.body);
          return request;
        },
        onResponse: (status, body) => {
          if (status >= 300) onRefusal(`${status} ${body.slice(0, 200)}`);
        },
      },
    ],
  });
}

export async function measure(target: Target, load: Load): Promise<Measured> {
  let firstRefusal: string | undefined;
  const note = (body: string) => (firstRefusal ??= body);
  const warmup = await run(
    target,
    load.connections,
    target.warmupRequests ? { amount: target.warmupRequests } : { duration: load.warmupSeconds },
    note,
  );
  let rssPeakMiB = rssMiB(target.pid);
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB(target.pid))), 250);
  const cpuBefore = cpuSeconds(target.pid);
  try {
    const result = await run(target, load.connections, { duration: load.seconds }, note);
    const cpu = cpuSeconds(target.pid) - cpuBefore;
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      acknowledged: warmup['2xx'] + result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      firstRefusal,
      rssPeakMiB,
      cpuMsPerRequest: (cpu * 1000) / Math.max(1, result['2xx']),
      cold: target.warmupRequests ? { rps: warmup['2xx'] / (warmup.duration || 1), p99: warmup.latency.p99 } : undefined,
    };
  } finally {
    clearInterval(sampler);
  }
}
