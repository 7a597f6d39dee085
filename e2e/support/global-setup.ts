/**
 * Starts the BUILT product once for the browser tests (the same build `npm start` runs): `node apps/server/dist/main.js`
 * on a free loopback port, a new embedded database (so demo data is seeded) in a temp DATA_DIR, production
 * mode, a bootstrap operator (Playwright's globalSetup, playwright.config.ts). Its returned teardown stops the
 * whole process group at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@app/test-support';
import { ADMIN, SERVER_ENV } from './server.ts';

/** E2E_ROOT: a private build laid out like the repository (several people building at once). */
const root = process.env.E2E_ROOT ?? path.resolve(import.meta.dirname, '../..');

function requireBuild() {
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, file)))
      throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
  }
}

async function waitForInit(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/api/common/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.ok && (await res.json()).code === 1) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
  throw new Error(`The built server did not answer /api/common/init within 30 s.\n${log}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** The caller's environment without anything that would point the server away from a new embedded database. */
function serverEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|REDIS_URL|SMTP_URL|DEMO_DATA|PUBLIC_URL|S3_.*)$/.test(key)) delete env[key];
  }
  return env;
}

export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The built server on a new embedded database and a free port, with `extraEnv` on top of the usual settings: the
 * suite's one server (below), and a test that needs one configured otherwise (tests/pi.e2e.ts: Pi mode), which
 * would change what every other test sees if it were the shared one.
 */
export async function startBuiltServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<BuiltServer> {
  requireBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    detached: true, // own process group, so teardown stops everything it started
    stdio: ['ignore', log, log],
    env: {
      ...serverEnvironment(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      // The API helper names a client address per call (support/api.ts); the browser's own requests carry none.
      TRUST_PROXY: '1',
      ...extraEnv,
    },
  });
  try {
    await waitForInit(baseUrl, child, logFile);
  } catch (err) {
    await stop(child);
    throw err;
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      await stop(child);
      fs.closeSync(log);
      if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup() {
  const server = await startBuiltServer();
  // Workers start after the global setup and inherit its environment (support/server.ts reads it).
  process.env[SERVER_ENV.baseUrl] = server.baseUrl;
  process.env[SERVER_ENV.dataDir] = server.dataDir;
  return () => server.stop();
}
