/**
 * What a page's simulated Largest Contentful Paint waited for. Lighthouse's mobile score does not time the load it
 * watches: it replays it (Lantern) on a modelled phone network — 150 ms round trips, 1.6 Mbps shared by the requests
 * in flight, six connections per origin on HTTP/1.1, each with TCP slow start — and a CPU four times slower. Every
 * request and every layout that ended before the largest paint it saw is in the replay. This prints the replay's
 * timeline of one saved run, so a change can be aimed at what ends last (bench/results/lighthouse-2026-12-07.md).
 *
 * Usage: ARTIFACTS_DIR=/tmp/art RUNS=1 PAGES=me npm run bench:lighthouse -w bench, then
 *        npm run bench:lantern-path -w bench -- /tmp/art/<build>-me-1 [optimistic|pessimistic]
 */
import fs from 'node:fs';
import path from 'node:path';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

interface SimulatedNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; transferSize: number; connectionId: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}
type Timing = { startTime: number; endTime: number };
type Estimate = { timeInMs: number; nodeTimings: Map<SimulatedNode, Timing> };

const read = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

function describe(node: SimulatedNode): string {
  if (node.type === 'network') {
    const request = node.request!;
    const kb = (request.transferSize / 1024).toFixed(1);
    return `request  ${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${kb} KB (connection ${request.connectionId})`;
  }
  const scripts = new Set((node.childEvents ?? []).flatMap((event) => event.args?.data?.url?.split('/').pop() ?? []));
  return `main thread ${(node.duration / 1000).toFixed(1)} ms as seen ${[...scripts].slice(0, 3).join(', ')}`;
}

async function main() {
  const [dir, which = 'pessimistic'] = process.argv.slice(2);
  if (!dir) throw new Error('usage: lantern-path.ts <artifacts dir of one run> [optimistic|pessimistic]');
  const artifacts = read(dir, 'artifacts.json');
  const devtoolsLog = read(dir, 'defaultPass.devtoolslog.json');
  const trace = read(dir, 'defaultPass.trace.json');
  const settings = { ...defaultSettings, ...artifacts.settings, throttlingMethod: 'simulate' };
  const context = { computedCache: new Map(), settings };
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context as never);
  const data = {
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator,
    trace,
    URL: artifacts.URL,
    SourceMaps: [],
  };
  const lcp = (await LanternLargestContentfulPaint.request(data as never, context as never)) as unknown as Record<
    string,
    Estimate
  > & {
    timing: number;
  };
  console.log(
    `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate!.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate!.timeInMs)})`,
  );
  const timings = [...lcp[`${which}Estimate`]!.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of timings) {
    console.log(
      `${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}  ${describe(node)}`,
    );
  }
}

await main();
