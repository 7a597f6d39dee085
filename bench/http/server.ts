/**
 * The processes the HTTP benchmark measures: the real server from a production bundle (apps/server/scripts/
 * build.mjs, built into a directory of this benchmark's own so the shared dist/ is left alone) and the bare
 * Fastify ceiling. Each runs as its own Node process on loopback, as in production.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@app/test-support';

const here = import.meta.dirname;
const serverDir = path.resolve(here, '../../apps/server');

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Inside apps/server (not /tmp) so the bundle's external packages resolve as the server's own build's do: from
 * the server workspace's node_modules (where npm may keep a dependency of its own), then the root's.
 */
export function buildServer(): { file: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(serverDir, '.bench-build-'));
  const file = path.join(dir, 'main.js');
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, SERVER_OUTFILE: file },
    stdio: 'inherit',
  });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function started(child: ChildProcess, url: string, probe: string): Promise<Running> {
  let output = '';
  let errorsShown = 0;
  // The server's own errors (pino level 50+, e.g. a 500's stack) are printed as they come, the first ten of a
  // run: a scenario that answers 500 should say why in the bench's output, not only count it.
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const line of String(chunk).split('\n'))
      if (/"level":(50|60)/.test(line) && errorsShown++ < 10) process.stderr.write(`server error: ${line.slice(0, 2000)}\n`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited early: ${output.slice(-800)}`);
    const up = await fetch(`${url}${probe}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { url, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`did not start in 60 s: ${output.slice(-800)}`);
}

/** The server settings a production instance runs with, stated in the results. */
export const SERVER_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', JOBS: 'off', DEMO_DATA: 'false' } as const;

export async function startServer(file: string, database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<Running> {
  const port = await freePort();
  // BENCH_PROFILE=<dir>: a V8 CPU profile of the server, written when it stops (see profile.ts).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE)] : [];
  const child = spawn(process.execPath, [...profile, file], {
    env: { ...process.env, ...SERVER_ENV, ...database, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/api/common/init');
}

export async function startCeiling(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'ceiling-server.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/ceiling');
}

/** Resident memory of a process in MiB, from /proc/<pid>/status VmRSS. */
export function rssMiB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** CPU seconds (user + system, every thread) a process has used, from /proc/<pid>/stat at 100 ticks/s. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
