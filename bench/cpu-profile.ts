/**
 * Where a page's main-thread time goes on its first load: the pages of lighthouse-pages.ts in Debian's Chromium at
 * 375×812 with the CPU slowed 4× (Lighthouse's mobile factor), signed in as the demo member, cold cache, sampled
 * by V8's profiler (0.2 ms) from navigation until 1.5 s after the network is idle. Prints the sampled time by
 * script file and the functions with the most time of their own, summed over the loads. A minified build names
 * functions by their short names; built with `npx vite build --minify false` (apps/web) they read as in the source.
 * Lighthouse and bench:long-tasks say how long the tasks are; this says what runs in them
 * (bench/results/lighthouse-2026-11-29-d.md).
 *
 * Usage: [BUILD_ROOT=<checkout>] [PAGES=me,community] [LOADS=2] npm run bench:cpu-profile -w bench
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@app/test-support';
import puppeteer, { type Browser, type Protocol } from 'puppeteer-core';
import { startBuiltServer, stopBuiltServer, type Server } from './built-server.ts';
import { auditPages, demoProfile, type AuditPage } from './lighthouse-pages.ts';
import { load, machine } from './machine.ts';
import { withSignedInTab } from './signed-in-tab.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.BUILD_ROOT ?? repo);
const LOADS = Number(process.env.LOADS ?? 2);
const CPU_SLOWDOWN = 4;
const TOP = 30;

/** Sampled milliseconds by file and by function (name, file, line:column), added into `into`. */
interface Totals {
  byFile: Map<string, number>;
  byFunction: Map<string, number>;
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function tally(profile: Protocol.Profiler.Profile, into: Totals): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples?.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
    const file = frame.url.replace(/.*\//, '');
    add(into.byFile, file || frame.functionName, ms);
    add(into.byFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`, ms);
  });
}

async function profileLoad(browser: Browser, server: Server, stored: string, page: AuditPage, into: Totals) {
  await withSignedInTab(browser, server, stored, CPU_SLOWDOWN, async (tab, cdp) => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${server.base}/#${page.route}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    tally((await cdp.send('Profiler.stop')).profile, into);
  });
}

function table(map: Map<string, number>, heading: string): string {
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return [`| ${heading} | ms |`, '| --- | --- |', ...rows.map(([key, ms]) => `| ${key} | ${Math.round(ms)} |`)].join('\n');
}

async function main() {
  console.log(`# Main-thread time at ${CPU_SLOWDOWN}× CPU, ${LOADS} loads per page (${root})\n\n${machine()}\n`);
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
  const server = await startBuiltServer(root);
  try {
    const stored = await demoProfile(server.base);
    const wanted = (process.env.PAGES ?? 'me').split(',');
    for (const page of (await auditPages(server.base)).filter((each) => wanted.includes(each.key))) {
      const totals: Totals = { byFile: new Map(), byFunction: new Map() };
      for (let i = 0; i < LOADS; i++) await profileLoad(browser, server, stored, page, totals);
      console.log(`## ${page.name}\n\n${table(totals.byFile, 'file')}\n\n${table(totals.byFunction, 'function')}\n`);
    }
  } finally {
    await browser.close();
    stopBuiltServer(server);
  }
  console.log(`- load at the end: ${load()}`);
}

await main();
