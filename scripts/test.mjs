// `npm test` (README "Run every test"; .ci/run): the API suite on SQLite and on a throwaway PostgreSQL 15, the
// hardening suite on both (its crash test beside the other parts, see `beside`), the scale-out test (three instances +
// Redis) on that PostgreSQL, the web app's and the console's unit tests, then a production build and the browser tests
// in Chromium against it, and every benchmark with tiny parameters (scripts/lib/bench-smoke.mjs). Prints each part's counts and one summed line `tests: N passed, N failed`; exits non-zero if
// anything failed.
// A missing Chromium or PostgreSQL is reported in one line and skipped on a developer machine, and is a
// failure under CI=true. Run only some parts with e.g. `npm test -- sqlite e2e`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, findPostgres, startPostgres } from '@app/test-support';
import { runBenchSmoke } from './lib/bench-smoke.mjs';
import { runPlaywright } from './lib/playwright-part.mjs';
import { run, runVitest } from './lib/vitest-part.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ci = ['1', 'true'].includes(String(process.env.CI).toLowerCase());
const PARTS = ['sqlite', 'postgres', 'hardening', 'scale', 'web', 'e2e', 'bench'];
// The hardening suite (docs/reliability.md): its own vitest config in apps/server, run on both databases after the server
// parts — all but the crash test, which runs on its own beside the other parts.
const CRASH_TEST = 'test/hardening/crash.hardening.test.ts';
const HARDENING = ['-c', 'vitest.hardening.config.ts', '--exclude', CRASH_TEST];
const CRASH = ['-c', 'vitest.hardening.config.ts', CRASH_TEST];
// The scale-out test (README "Deployment"): three server instances, Redis and a proxy on the throwaway PostgreSQL only.
const SCALE = ['-c', 'vitest.scale.config.ts'];
const serverDir = path.join(root, 'apps/server');
const selected = process.argv.slice(2).filter((arg) => PARTS.includes(arg));
const wanted = (part) => selected.length === 0 || selected.includes(part);

const results = [];
const cleanups = [];

function cleanUp() {
  while (cleanups.length) cleanups.pop()();
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/**
 * The crash test (docs/reliability.md "Crash test", "Test run time") takes about 100 s, mostly waiting on the server
 * processes it kills and replaces, and used about half a core: run last in its hardening part it left the machine
 * half idle. So each database's crash test runs beside the other parts, one after the other, with its output in a log
 * printed after them; the scale-out test, which spends most of its 40 s waiting for its jobs' windows, follows them
 * there. Returns when the part has run.
 */
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-logs-'));
cleanups.push(() => fs.rmSync(logDir, { recursive: true, force: true }));
const besides = [];
let lane = Promise.resolve();
function beside(name, env, args = CRASH) {
  const log = path.join(logDir, `${besides.length}.log`);
  besides.push({ name, log });
  lane = lane.then(async () => {
    console.log(`\n(${name} starts beside the parts here; its output follows them)`);
    results.push(await runVitest(name, serverDir, env, args, { log }));
  });
  return lane;
}

/**
 * The other parts run at a lower CPU priority (nice 10), so the crash test beside them — whose kills, restarts and
 * order windows run on the clock, within its 300 s — gets the CPU it asks for, about as fast as alone, and they
 * take what it leaves. Without it, on a machine at load ~25, the crash test ran past its timeout.
 */
const FOREGROUND_NICE = 10;
const part = (name, cwd, env = {}, args = []) => runVitest(name, cwd, env, args, { nice: FOREGROUND_NICE });

/** A missing tool: one line; under CI it is a failed part, never a silent skip. */
function missing(name, line) {
  console.log(`\n${line}${ci ? ' — required under CI=true' : ' — skipped'}`);
  results.push({ name, passed: 0, failed: ci ? 1 : 0, note: ci ? 'missing (failure under CI)' : 'skipped: missing' });
}

async function serverOnPostgres() {
  const pg = findPostgres();
  if (!pg)
    return missing('server on PostgreSQL', 'PostgreSQL binaries not found (set PG_BIN to the directory with initdb and pg_ctl)');
  let server;
  try {
    server = await startPostgres(pg.dir);
  } catch (err) {
    console.error(`\nCould not start PostgreSQL from ${pg.dir}: ${err.message}`);
    return results.push({ name: 'server on PostgreSQL', passed: 0, failed: 1, note: 'PostgreSQL did not start' });
  }
  cleanups.push(server.stop);
  console.log(`\n${pg.version} started for the test run`);
  const env = { TEST_DATABASE_URL: server.url };
  if (wanted('hardening')) beside('crash test on PostgreSQL', env);
  if (wanted('scale')) beside('scale-out on PostgreSQL', env, SCALE);
  const besideDone = lane;
  if (wanted('postgres')) results.push(await part(`server on PostgreSQL`, path.join(root, 'apps/server'), env));
  if (wanted('hardening')) results.push(await part('hardening on PostgreSQL', serverDir, env, HARDENING));
  if (wanted('bench')) results.push(await runBenchSmoke('benchmarks (smoke)', 'server', env));
  // PostgreSQL stays up until both these parts and the ones beside them have run on it.
  void besideDone.finally(server.stop);
}

function hasWebTests() {
  const src = path.join(root, 'apps/web/src');
  if (!fs.existsSync(src)) return false;
  return fs.readdirSync(src, { recursive: true }).some((file) => /\.test\.tsx?$/.test(String(file)));
}

async function browserTests() {
  const chromium = findChromium();
  if (!chromium) return missing('browser (e2e)', 'Chromium not found (set CHROMIUM_PATH or install /usr/bin/chromium)');
  console.log('\n=== build (web, admin, server) ===');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if ((await run(npm, ['run', 'build', '--silent'], { cwd: root })) !== 0) {
    return results.push({ name: 'browser (e2e)', passed: 0, failed: 1, note: 'build failed' });
  }
  if (wanted('e2e')) results.push(await runPlaywright('browser (e2e)', path.join(root, 'e2e'), { CHROMIUM_PATH: chromium }));
  if (wanted('bench')) results.push(await runBenchSmoke('browser benchmarks (smoke)', 'browser', { CHROMIUM_PATH: chromium }));
}

const started = Date.now();
if (wanted('hardening')) void beside('crash test on SQLite', {});
if (wanted('sqlite')) results.push(await part('server on SQLite', path.join(root, 'apps/server')));
if (wanted('hardening')) results.push(await part('hardening on SQLite', serverDir, {}, HARDENING));
if (wanted('postgres') || wanted('hardening') || wanted('scale') || wanted('bench')) await serverOnPostgres();
if (wanted('web') && hasWebTests()) results.push(await part('web unit', path.join(root, 'apps/web')));
if (wanted('web')) results.push(await part('console components', path.join(root, 'apps/admin')));
if (wanted('web')) results.push(await part('contract rules', path.join(root, 'packages/contract')));
if (wanted('e2e') || wanted('bench')) await browserTests();
await lane;
for (const { name, log } of besides) {
  console.log(`\n=== ${name} (ran beside the parts above) ===`);
  process.stdout.write(fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '(no output)\n');
}

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.note})`,
  );
// CI keeps only the log's tail, so the failures are named again here, under the counts.
for (const r of results) for (const failure of r.failures ?? []) console.log(`  ✗ ${r.name}: ${failure}`);
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
