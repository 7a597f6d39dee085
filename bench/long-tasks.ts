/**
 * The main thread's long tasks as a phone would run them (Total Blocking Time's source), measured directly: the
 * pages of lighthouse-pages.ts in Debian's Chromium at 375×812 with the CPU slowed 4× (Lighthouse's mobile
 * factor) and no network throttling, signed in as the demo member, cold cache. Per load: the blocking time after
 * the first contentful paint (Σ of each long task's time over 50 ms), the longest task and the LCP, from the
 * page's own PerformanceObserver. Lighthouse's TBT is simulated from one load and moved ±200 ms between runs on
 * this shared machine; this takes many loads and prints their median, for a change to the work a screen does
 * (bench/results/lighthouse-*.md).
 *
 * A/B: BUILD_ROOT=<before>,<after> starts one built server per checkout and alternates them load by load.
 *
 * CLOCK=thread counts the main thread's own time instead of the clock's. On a shared host the clock also counts
 * the time the thread waited for a core, which moved one build's median by half between runs. This loads at full
 * speed, as Lighthouse observes a page, and takes each task's thread time from a trace, times 4. The longest
 * task and the LCP are then not measured (0).
 * Usage: BUILD_ROOT=<a>[,<b>] [PAGES=me,trading] [LOADS=5] [CLOCK=thread] npm run bench:long-tasks -w bench
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@app/test-support';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startBuiltServer, stopBuiltServer, type Server } from './built-server.ts';
import { auditPages, demoProfile, type AuditPage } from './lighthouse-pages.ts';
import { load, machine } from './machine.ts';
import { withSignedInTab } from './signed-in-tab.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = (process.env.BUILD_ROOT ?? repo).split(',').map((root) => path.resolve(root));
const LOADS = Number(process.env.LOADS ?? 5);
const CPU_SLOWDOWN = 4;

interface Figures {
  blocking: number;
  longest: number;
  lcp: number;
}

/**
 * Installed before the page's own scripts: long tasks, the first contentful paint and the LCP, as they happen.
 * Source text, not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const OBSERVE = `(() => {
  const seen = { tasks: [], fcp: 0, lcp: 0 };
  window.__seen = seen;
  const watch = (type, take) => new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  watch('longtask', (entry) => seen.tasks.push([entry.startTime, entry.duration]));
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; });
  watch('largest-contentful-paint', (entry) => { seen.lcp = entry.startTime; });
})()`;

/** Total Blocking Time's sum: each task's milliseconds over 50, for the tasks from the first contentful paint. */
function blockingTime(tasks: { start: number; duration: number }[], fcp: number): number {
  return Math.round(tasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
}

async function measure(browser: Browser, server: Server, profile: string, page: AuditPage): Promise<Figures> {
  return withSignedInTab(browser, server, profile, CPU_SLOWDOWN, async (tab) => {
    await tab.evaluateOnNewDocument(OBSERVE);
    await tab.goto(`${server.base}/#${page.route}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const seen = await tab.evaluate(
      () => (window as unknown as { __seen: { tasks: [number, number][]; fcp: number; lcp: number } }).__seen,
    );
    return {
      blocking: blockingTime(
        seen.tasks.map(([start, duration]) => ({ start, duration })),
        seen.fcp,
      ),
      longest: Math.round(Math.max(0, ...seen.tasks.map(([, duration]) => duration))),
      lcp: Math.round(seen.lcp),
    };
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page's main thread: the renderer main thread that ran the most. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && mains.has(`${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const task of tasks) busy.set(`${task.pid}:${task.tid}`, (busy.get(`${task.pid}:${task.tid}`) ?? 0) + task.tdur!);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return tasks.filter((task) => `${task.pid}:${task.tid}` === main);
}

async function measureThreadTime(browser: Browser, server: Server, profile: string, page: AuditPage): Promise<Figures> {
  return withSignedInTab(browser, server, profile, 1, async (tab) => {
    await tab.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'],
    });
    await tab.goto(`${server.base}/#${page.route}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const events = (JSON.parse(Buffer.from((await tab.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const tasks = mainThreadTasks(events);
    const thread = `${tasks[0]?.pid}:${tasks[0]?.tid}`;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === thread)?.ts ?? 0;
    const scaled = tasks.map((task) => ({ start: task.ts, duration: (CPU_SLOWDOWN * task.tdur!) / 1000 }));
    return { blocking: blockingTime(scaled, fcp), longest: 0, lcp: 0 };
  });
}

const THREAD_CLOCK = process.env.CLOCK === 'thread';
const measureLoad = THREAD_CLOCK ? measureThreadTime : measure;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const label = (root: string) => (root === repo ? 'this checkout' : path.basename(root));

async function main() {
  const clock = THREAD_CLOCK ? `thread time × ${CPU_SLOWDOWN}` : `${CPU_SLOWDOWN}× CPU`;
  console.log(`# Long tasks at ${clock}, ${LOADS} loads per page and build\n\n${machine()}\n`);
  const servers: Server[] = [];
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
  try {
    for (const root of roots) servers.push(await startBuiltServer(root));
    const profiles = await Promise.all(servers.map((server) => demoProfile(server.base)));
    const wanted = process.env.PAGES?.split(',');
    const pages = (await auditPages(servers[0]!.base)).filter((page) => !wanted || wanted.includes(page.key));
    console.log('| page | build | blocking ms (each load) | median | longest task (median) | LCP (median) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const figures = servers.map((): Figures[] => []);
      for (let i = 0; i < LOADS; i++) {
        for (const [s, server] of servers.entries()) figures[s]!.push(await measureLoad(browser, server, profiles[s]!, page));
      }
      for (const [s, server] of servers.entries()) {
        const each = figures[s]!;
        const blocking = each.map((f) => f.blocking);
        console.log(
          `| ${page.name} | ${label(server.root)} | ${blocking.join(' ')} | ${median(blocking)} | ` +
            `${median(each.map((f) => f.longest))} | ${median(each.map((f) => f.lcp))} |`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) stopBuiltServer(server);
  }
  console.log(`\n- load at the end: ${load()}`);
}

await main();
