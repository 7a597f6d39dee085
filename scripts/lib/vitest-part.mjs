// Runs one vitest suite as a child process and reads its counts from vitest's JSON reporter, so the
// test runner can print per-part counts and one summed line (README "Run every test").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
/**
 * Test files at once: one per core (TEST_WORKERS overrides). Vitest's own default is one less than the cores —
 * a single file at a time on a two-core machine — while these suites spend much of their time waiting on a
 * database, a child server or a timer, so a second file fills that time (README "Run every test").
 */
const workers = Number(process.env.TEST_WORKERS) || os.availableParallelism();

/**
 * Spawns a command with inherited output; resolves with its exit code (signals count as failure). `nice` lowers the
 * child's CPU priority (its workers, forked later, inherit it).
 */
export function run(command, args, { nice, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    if (nice && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // not allowed here: the part runs at the usual priority
      }
    }
    child.on('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Runs `vitest run` in a workspace directory (with `args`, e.g. another config). A suite that exits non-zero without a failing test
 * (a file that does not load, a crashed worker) still counts as at least one failure. With `log`, a part that runs beside
 * another writes its output to that file instead of the terminal, so the two do not interleave.
 */
export async function runVitest(name, cwd, env = {}, args = [], { log, nice } = {}) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-json-')), 'result.json');
  if (!log) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const logFd = log ? fs.openSync(log, 'w') : undefined;
  const code = await run(
    process.execPath,
    [vitestBin, 'run', ...args, `--maxWorkers=${workers}`, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    {
      cwd,
      env: { ...process.env, ...env },
      nice,
      ...(logFd === undefined ? {} : { stdio: ['ignore', logFd, logFd] }),
    },
  );
  if (logFd !== undefined) fs.closeSync(logFd);
  const counts = readCounts(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (code !== 0 && counts.failed === 0) counts.failed = Math.max(1, counts.failedFiles);
  // CI keeps only the log's tail: a run that failed with every test passing names why it failed.
  if (code !== 0 && counts.failures.length === 0)
    counts.failures.push(`exit code ${code} with no failing test: an error outside a test (vitest's "Unhandled Errors" above)`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // Tests a suite skips because a tool is missing (e.g. redis-server off CI) are named, never counted as passed.
  const notRun = counts.skipped ? `, ${counts.skipped} not run` : '';
  return { name, passed: counts.passed, failed: counts.failed, note: `${seconds} s${notRun}`, failures: counts.failures };
}

/** Names of failed tests (and files that failed outside a test), with the first line of each error. */
function failuresOf(json) {
  const failures = [];
  for (const file of json.testResults ?? []) {
    const relative = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${relative} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${relative}: ${firstLine([file.message])}`);
  }
  return failures;
}

function firstLine(messages = []) {
  const text = messages.find(Boolean) ?? 'failed';
  return String(text).split('\n')[0].slice(0, 300);
}

function readCounts(file) {
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      failedFiles: json.numFailedTestSuites ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
      failures: failuresOf(json),
    };
  } catch {
    return { passed: 0, failed: 0, failedFiles: 1, skipped: 0, failures: [] };
  }
}
