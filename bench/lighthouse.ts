/**
 * Lighthouse mobile run (the front-end budget: home, community and trading pages, performance and
 * accessibility ≥ 90). Starts the BUILT server (apps/server/dist/main.js of BUILD_ROOT, default this
 * repository) on a new embedded database with the demo data, signs in as the demo member the way the app
 * keeps a session (localStorage `userinfo`), and runs Lighthouse's default mobile preset (simulated slow 4G,
 * 4× CPU slowdown, Moto G-sized screen) with Debian's Chromium, RUNS times per page, keeping the run with
 * the median performance score. Map tiles come from a tile server this machine cannot reach; they are
 * blocked so every run sees the same page. Writes bench/results/lighthouse-<date>.md.
 * Usage: BUILD_ROOT=/tmp/build-<name> npm run bench:lighthouse -w bench
 * (JSON_DIR=<dir> also keeps each run's full Lighthouse report there, to read the failing elements.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath, freePort } from '@app/test-support';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { machine } from './machine.ts';
import { renderReport, type PageResult } from './lighthouse-report.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.BUILD_ROOT ?? repo;
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  { name: 'home (map)', route: '/' },
  { name: 'community', route: '/pages/community/society/society' },
  { name: 'trading (P2P)', route: '/page/business/business' },
];
// chrome-launcher starts a headed browser unless told otherwise; playwright (e2e) adds headless itself.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function startBuiltServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'true' },
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const ready = await fetch(`${base}/api/common/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { base, child, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the built server did not start within 60 s');
}

/** The demo member's stored profile, as the app writes it after signing in. */
async function demoProfile(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'Demo12345' }),
  });
  const reply = (await res.json()) as { code: number; msg: string; data: { userinfo: Record<string, unknown> } };
  if (reply.code !== 1) throw new Error(`demo login refused: ${reply.msg}`);
  return JSON.stringify(reply.data.userinfo);
}

/** One Lighthouse run in a fresh Chromium: the profile is written on a script-free URL of the origin first. */
async function audit(base: string, route: string, profile: string) {
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

async function main() {
  const { base, child, dataDir } = await startBuiltServer();
  const results: PageResult[] = [];
  try {
    const profile = await demoProfile(base);
    for (const target of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(base, target.route, profile);
        runs.push(lhr);
        if (process.env.JSON_DIR) {
          const name = `${target.name.replace(/\W+/g, '-')}-${i + 1}.json`;
          fs.writeFileSync(path.join(process.env.JSON_DIR, name), JSON.stringify(lhr));
        }
        console.log(`${target.name} run ${i + 1}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
      }
      results.push({ name: target.name, route: target.route, runs });
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(repo, 'bench/results', `lighthouse-${date}.md`);
  fs.writeFileSync(file, renderReport(results, machine()));
  console.log(`written ${path.relative(repo, file)}`);
}

await main();
