/**
 * One measurement: autocannon at a fixed number of connections for a fixed time after a short warm-up, with
 * the server's resident memory sampled meanwhile. Latencies are autocannon's (HdrHistogram, ms).
 */
import autocannon from 'autocannon';
import { rssMiB } from './server.ts';
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
}

interface Target {
  url: string;
  pid: number;
  path: string;
  next(): Call;
}

function run(target: Target, connections: number, seconds: number, onRefusal: (body: string) => void) {
  return autocannon({
    url: target.url,
    connections,
    duration: seconds,
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
  const warmup = load.warmupSeconds > 0 ? (await run(target, load.connections, load.warmupSeconds, note))['2xx'] : 0;
  let rssPeakMiB = rssMiB(target.pid);
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB(target.pid))), 250);
  try {
    const result = await run(target, load.connections, load.seconds, note);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      acknowledged: warmup + result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      firstRefusal,
      rssPeakMiB,
    };
  } finally {
    clearInterval(sampler);
  }
}
