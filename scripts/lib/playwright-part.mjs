// Runs the browser tests (e2e/, @playwright/test) as a child process and reads their counts and failures from
// Playwright's JSON reporter, in the same shape as a vitest part (vitest-part.mjs), so the test runner prints
// them beside the others and in its one summed line (README "Run every test").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { run } from './vitest-part.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const playwrightBin = path.join(root, 'node_modules/@playwright/test/cli.js');

/** `playwright test` in `cwd` (the e2e workspace, whose playwright.config.ts starts the built server). */
export async function runPlaywright(name, cwd, env = {}, args = []) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'playwright-json-')), 'result.json');
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(process.execPath, [playwrightBin, 'test', ...args], {
    cwd,
    // The JSON reporter's file named by the environment wins over the one in the config.
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  });
  const counts = readCounts(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  if (counts.failures.length > 0) await traceFailures(cwd, env);
  // CI keeps only the log's tail: a run that failed with every test passing names why it failed.
  if (code !== 0 && counts.failures.length === 0)
    counts.failures.push(`exit code ${code} with no failing test: an error outside a test (Playwright's output above)`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // Tests that did not run (after a failure in their file's worker, or skipped) are named, never counted as passed.
  const notRun = counts.skipped ? `, ${counts.skipped} not run` : '';
  return { name, passed: counts.passed, failed: counts.failed, note: `${seconds} s${notRun}`, failures: counts.failures };
}

/**
 * The suite runs without traces (e2e/playwright.config.ts, E2E_TRACE): the tests that failed run once more, alone,
 * with their traces kept under e2e/artifacts/test-results/. That second run is for reading, never counted — a test
 * that passes only the second time is still a failure.
 */
async function traceFailures(cwd, env) {
  console.log('\n(the failed browser tests run again with traces kept, for reading; this run is not counted)');
  await run(process.execPath, [playwrightBin, 'test', '--last-failed', '--reporter=line'], {
    cwd,
    env: { ...process.env, ...env, E2E_TRACE: 'retain-on-failure', PLAYWRIGHT_JSON_OUTPUT_FILE: os.devNull },
  });
}

/** Every spec under a suite, with the titles of the describe blocks between it and its file. */
function* specsOf(suite, titles = []) {
  for (const spec of suite.specs ?? []) yield { spec, titles };
  for (const inner of suite.suites ?? []) yield* specsOf(inner, [...titles, inner.title]);
}

/** Names of failed tests (and errors outside any test, e.g. in the global setup), with the first line of each error. */
function failuresOf(json) {
  const failures = [];
  // The top-level suites are the test files (titled with their path), the ones below them describe blocks.
  for (const { spec, titles } of (json.suites ?? []).flatMap((file) => [...specsOf(file)])) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.find((result) => result.error)?.error;
      const name = [...titles, spec.title].join(' › ');
      failures.push(`e2e/tests/${spec.file} › [${test.projectName}] ${name}: ${firstLine(error?.message)}`);
    }
  }
  for (const error of json.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`);
  return failures;
}

function firstLine(message) {
  // Playwright colours its messages for a terminal; the summary line is plain text.
  const text = stripVTControlCharacters(String(message ?? 'failed'));
  return (text.split('\n').find((line) => line.trim()) ?? 'failed').trim().slice(0, 300);
}

function readCounts(file) {
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const stats = json.stats ?? {};
    const failures = failuresOf(json);
    return {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: Math.max(stats.unexpected ?? 0, failures.length),
      skipped: stats.skipped ?? 0,
      failures,
    };
  } catch {
    return { passed: 0, failed: 0, skipped: 0, failures: [] };
  }
}
