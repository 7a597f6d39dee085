/**
 * Lighthouse mobile run (the front-end budget: performance and accessibility ≥ 90 on the pages of
 * lighthouse-pages.ts). Starts the BUILT server (apps/server/dist/main.js of BUILD_ROOT, default this
 * repository) on a new embedded database with the demo data, signs in as the demo member the way the app
 * keeps a session (localStorage `userinfo`), and runs Lighthouse's default mobile preset (simulated slow 4G,
 * 4× CPU slowdown, Moto G-sized screen) with Debian's Chromium, RUNS times per page from a cold cache, keeping
 * the run with the median performance score; each run's score is written with the load average at its
 * start, as the machine is shared. Map tiles come from a tile server this machine cannot reach; they are
 * blocked so every run sees the same page. Writes bench/results/lighthouse-<date>.md.
 *
 * A/B: BUILD_ROOT=<before>,<after> starts one server per build and alternates them run by run, so both see
 * the same load; the report then compares them page by page (a change's effect on a busy machine).
 * Usage: BUILD_ROOT=/tmp/build-<name>[,/tmp/build-<other>] [PAGES=home,shop] npm run bench:lighthouse -w bench
 * (JSON_DIR=<dir> also keeps each run's full Lighthouse report there, to read the failing elements; ARTIFACTS_DIR=<dir>
 * what each run saw, for bench/lantern-path.ts to show what its simulated LCP waited for.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@app/test-support';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltServer, stopBuiltServer, type Server } from './built-server.ts';
import { cpuTicks, machine, resultsFile, stealPercent } from './machine.ts';
import { auditPages, demoProfile } from './lighthouse-pages.ts';
import { percent, renderReport, type PageResult } from './lighthouse-report.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = (process.env.BUILD_ROOT ?? repo).split(',').map((root) => path.resolve(root));
const RUNS = Number(process.env.RUNS ?? 3);
// chrome-launcher starts a headed browser unless told otherwise; playwright (e2e) adds headless itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** One Lighthouse run in a fresh Chromium: the profile is written on a script-free URL of the origin first. */
async function audit(base: string, route: string, profile: string, artifacts?: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/manifest.webmanifest`);
    await page.evaluate((stored) => localStorage.setItem('userinfo', stored), profile);
    const result = await lighthouse(
      `${base}/#${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Storage reset would sign the member out; the cache is still cold (nothing but the manifest loaded).
        disableStorageReset: true,
        blockedUrlPatterns: ['*.tile.openstreetmap.org*'],
        // What the run saw (trace, network log), for bench/lantern-path.ts.
        ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`no Lighthouse result for ${route}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The label of a build in the report: its directory name. */
const label = (root: string) => (root === repo ? 'this checkout' : path.basename(root));

/** RUNS audits of each page on each server, the servers taking turns run by run. */
async function auditAll(servers: Server[]): Promise<PageResult[]> {
  const profiles = await Promise.all(servers.map((server) => demoProfile(server.base)));
  const pages = await auditPages(servers[0]!.base);
  const results = servers.flatMap((server) =>
    pages.map((page): PageResult => ({ ...page, build: label(server.root), runs: [], loads: [], steals: [] })),
  );
  for (const [p, page] of pages.entries()) {
    for (let i = 0; i < RUNS; i++) {
      for (const [s, server] of servers.entries()) {
        const load = os.loadavg()[0]!;
        const ticks = cpuTicks();
        const result = results[s * pages.length + p]!;
        const name = `${result.build}-${page.key}-${i + 1}`;
        const artifacts = process.env.ARTIFACTS_DIR && path.join(process.env.ARTIFACTS_DIR, name);
        const lhr = await audit(server.base, page.route, profiles[s]!, artifacts);
        const steal = stealPercent(ticks, cpuTicks());
        result.runs.push(lhr);
        result.loads.push(load);
        result.steals.push(steal);
        if (process.env.JSON_DIR) fs.writeFileSync(path.join(process.env.JSON_DIR, `${name}.json`), JSON.stringify(lhr));
        const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        console.log(
          `${result.build} ${page.name} run ${i + 1}: performance ${perf} (load ${load.toFixed(2)}, steal ${percent(steal)})`,
        );
      }
    }
  }
  return results;
}

async function main() {
  const servers: Server[] = [];
  let results: PageResult[];
  const startMachine = machine();
  // Made before the first audit (minutes in), which would otherwise be lost to a missing folder.
  for (const dir of [process.env.OUT_DIR, process.env.JSON_DIR, process.env.ARTIFACTS_DIR])
    if (dir) fs.mkdirSync(dir, { recursive: true });
  try {
    for (const root of roots) servers.push(await startBuiltServer(root));
    results = await auditAll(servers);
  } finally {
    for (const server of servers) stopBuiltServer(server);
  }
  const date = new Date().toISOString().slice(0, 10);
  const name = servers.length > 1 ? `lighthouse-ab-${date}.md` : `lighthouse-${date}.md`;
  const file = process.env.OUT_DIR ? path.join(process.env.OUT_DIR, name) : resultsFile(name);
  fs.writeFileSync(file, renderReport(results, startMachine));
  console.log(`written ${file}`);
}

await main();
