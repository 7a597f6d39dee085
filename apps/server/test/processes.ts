/**
 * Real processes for the tests that need them (cross-instance chat, crash, scale-out): a throwaway redis-server on a
 * free port and server processes started from source (`node --import tsx src/main.ts`) that share one
 * database. Every process started here is killed by the returned stop(). bench/ws.ts starts its server the same way.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@app/test-support';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function findRedisServer(): string | undefined {
  const candidates = [process.env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server'].filter(
    Boolean,
  ) as string[];
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export interface Started {
  url: string;
  pid: number;
  stop(): void;
}

function stopper(child: ChildProcess): () => void {
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
}

async function waitFor(probe: () => Promise<boolean>, what: string, child: ChildProcess, output: () => string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A process killed by a signal has no exit code, only signalCode (a spare SIGKILLed by cleanup mid-boot).
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited early: ${output().slice(-500)}`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start in ${ms} ms: ${output().slice(-500)}`);
}

function capture(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  return () => text;
}

/** `track` receives each process's stop() as soon as it is spawned, so a failed start leaves nothing behind. */
export async function startRedis(binary: string, track: (stop: () => void) => void): Promise<Started> {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(stopper(child));
  const output = capture(child);
  await waitFor(async () => output().includes('Ready to accept connections'), 'redis-server', child, output);
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

export interface StartedServer extends Started {
  /** settles when the process has exited (after a SIGKILL, once its database locks are gone) */
  exited: Promise<void>;
}

/**
 * One server process on a free port; `env` names its database (DATA_DIR or DATABASE_URL) and REDIS_URL.
 * `bundle` runs a build of apps/server/scripts/build.mjs instead of the source (starts in about a second).
 */
export async function startServer(
  env: Record<string, string>,
  track: (stop: () => void) => void,
  bundle?: string,
): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEMO_DATA: 'false', JOBS: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  track(stopper(child));
  const output = capture(child);
  const base = `http://127.0.0.1:${port}`;
  // From source under tsx a start takes 5–20 s on a busy 2-core machine.
  await waitFor(async () => (await fetch(`${base}/api/common/init`, { method: 'POST' })).ok, 'server', child, output, 120_000);
  return { url: base, pid: child.pid!, stop: stopper(child), exited };
}

/**
 * Bundles the server with scripts/build.mjs into a folder of the caller's own inside apps/server/node_modules
 * (so the bundle's packages resolve as dist/main.js's do, and the shared dist/ is left alone).
 */
export function buildServerBundle(prefix: string): { file: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(serverDir, 'node_modules', `.${prefix}-build-`));
  const file = path.join(dir, 'main.js');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, SERVER_OUTFILE: file },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}`);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
