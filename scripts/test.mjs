// `npm test` (README "Run every test"; .ci/run): the API suite on SQLite and on a throwaway PostgreSQL 15, the
// hardening suite on both, the scale-out test (three instances + Redis) on that PostgreSQL, the web app's and the
// console's unit tests, and a production build with the browser tests in Chromium against it. The parts run in
// lanes side by side (see `LANES`); each part's output is printed whole when it ends. Prints each part's counts and
// one summed line `tests: N passed, N failed`; exits non-zero if anything failed.
// A missing Chromium or PostgreSQL is reported in one line and skipped on a developer machine, and is a
// failure under CI=true. Run only some parts with e.g. `npm test -- sqlite e2e`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, findPostgres, startPostgres } from '@app/test-support';
import { runPlaywright } from './lib/playwright-part.mjs';
import { run, runVitest } from './lib/vitest-part.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ci = ['1', 'true'].includes(String(process.env.CI).toLowerCase());
const PARTS = ['sqlite', 'postgres', 'hardening', 'scale', 'web', 'e2e'];
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
 * Parts run side by side (docs/reliability.md "Test run time"), so each writes its output to a log of its own,
 * printed whole the moment the part ends: the output reads part after part, in the order they finished.
 */
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-logs-'));
cleanups.push(() => fs.rmSync(logDir, { recursive: true, force: true }));
let logs = 0;

async function logged(name, runPart) {
  const log = path.join(logDir, `${logs++}.log`);
  console.log(`(${name} starts)`);
  const result = await runPart(log);
  console.log(`\n=== ${name} ===`);
  process.stdout.write(fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '(no output)\n');
  results.push(result);
  return result;
}

/**
 * The parts other than the crash test run at a lower CPU priority (nice 10), so the crash test — whose kills,
 * restarts and order windows run on the clock, within its 300 s — gets the CPU it asks for, about as fast as
 * alone, and they take what it leaves. Without it, on a machine at load ~25, the crash test ran past its timeout.
 */
const FOREGROUND_NICE = 10;
const part = (name, cwd, env = {}, args = []) =>
  logged(name, (log) => runVitest(name, cwd, env, args, { nice: FOREGROUND_NICE, log }));

/**
 * The crash test (docs/reliability.md "Crash test") takes about 100 s, mostly waiting on the server processes it kills
 * and replaces, at about half a core: each database's crash test runs in a lane of its own, one after the other.
 */
let crashLane = Promise.resolve();
function crashTest(name, env) {
  crashLane = crashLane.then(() => logged(name, (log) => runVitest(name, serverDir, env, CRASH, { log })));
  return crashLane;
}

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
  const crash = wanted('hardening') ? crashTest('crash test on PostgreSQL', env) : Promise.resolve();
  if (wanted('postgres')) await part(`server on PostgreSQL`, path.join(root, 'apps/server'), env);
  if (wanted('hardening')) await part('hardening on PostgreSQL', serverDir, env, HARDENING);
  if (wanted('scale')) await part('scale-out on PostgreSQL', serverDir, env, SCALE);
  // PostgreSQL stays up until both these parts and the crash test beside them have run on it.
  void crash.finally(server.stop);
}

function hasWebTests() {
  const src = path.join(root, 'apps/web/src');
  if (!fs.existsSync(src)) return false;
  return fs.readdirSync(src, { recursive: true }).some((file) => /\.test\.tsx?$/.test(String(file)));
}

async function browserTests() {
  const chromium = findChromium();
  if (!chromium) return missing('browser (e2e)', 'Chromium not found (set CHROMIUM_PATH or install /usr/bin/chromium)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = await logged('build (web, admin, server)', async (log) => {
    const fd = fs.openSync(log, 'w');
    const code = await run(npm, ['run', 'build', '--silent'], { cwd: root, nice: FOREGROUND_NICE, stdio: ['ignore', fd, fd] });
    fs.closeSync(fd);
    return { name: 'build', passed: 0, failed: code === 0 ? 0 : 1, note: code === 0 ? 'built' : 'build failed', build: true };
  });
  if (built.failed) return results.push({ name: 'browser (e2e)', passed: 0, failed: 1, note: 'build failed' });
  await logged('browser (e2e)', (log) =>
    runPlaywright('browser (e2e)', path.join(root, 'e2e'), { CHROMIUM_PATH: chromium }, [], { log, nice: FOREGROUND_NICE }),
  );
}

/**
 * The lanes (docs/reliability.md "Test run time"). The browser tests use about one core of the two (418 CPU-s in 390
 * s on their own, waiting on the browser, the app's redirects and the local chain), while the vitest parts keep both
 * cores busy; run one after the other, half of the browser tests' time left a core idle. So the build and the
 * browser tests start at once in a lane of their own, the vitest parts run one after another in another, and the
 * crash tests in a third.
 */
const LANES = [
  async () => {
    if (wanted('sqlite')) await part('server on SQLite', path.join(root, 'apps/server'));
    if (wanted('hardening')) await part('hardening on SQLite', serverDir, {}, HARDENING);
    if (wanted('postgres') || wanted('hardening') || wanted('scale')) await serverOnPostgres();
    if (wanted('web') && hasWebTests()) await part('web unit', path.join(root, 'apps/web'));
    if (wanted('web')) await part('console components', path.join(root, 'apps/admin'));
    if (wanted('web')) await part('contract rules', path.join(root, 'packages/contract'));
  },
  async () => {
    if (wanted('e2e')) await browserTests();
  },
];

const started = Date.now();
if (wanted('hardening')) void crashTest('crash test on SQLite', {});
await Promise.all(LANES.map((lane) => lane()));
await crashLane;

/** The summary lists the parts in this order, whichever finished first. */
const ORDER = [
  'server on SQLite',
  'hardening on SQLite',
  'crash test on SQLite',
  'server on PostgreSQL',
  'hardening on PostgreSQL',
  'crash test on PostgreSQL',
  'scale-out on PostgreSQL',
  'web unit',
  'console components',
  'contract rules',
  'browser (e2e)',
];
const counted = results.filter((r) => !r.build).sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
console.log('\nSummary');
for (const r of counted)
  console.log(
    `  ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.note})`,
  );
// CI keeps only the log's tail, so the failures are named again here, under the counts.
for (const r of counted) for (const failure of r.failures ?? []) console.log(`  ✗ ${r.name}: ${failure}`);
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
const passed = counted.reduce((sum, r) => sum + r.passed, 0);
const failed = counted.reduce((sum, r) => sum + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
